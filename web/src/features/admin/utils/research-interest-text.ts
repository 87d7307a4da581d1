import { ResearchInterestName } from '@app/contracts/profile/http';

/** "Held by 1 researcher", "Held by 3 researchers", "Held by nobody". */
export function holdersText(count: number): string {
  if (count === 0) return 'Held by nobody';
  return `Held by ${count.toLocaleString('en-AU')} ${count === 1 ? 'researcher' : 'researchers'}`;
}

/** What removing an interest does to the people holding it, said before the administrator confirms. */
export function removalWarning(name: string, holderCount: number): string {
  const who =
    holderCount === 0
      ? 'Nobody holds it.'
      : `It will be taken off the research interests of ${holderCount.toLocaleString('en-AU')} ${
          holderCount === 1 ? 'researcher' : 'researchers'
        }.`;
  return `Remove “${name}” from the shared list? ${who} This cannot be undone.`;
}

/** What merging does, said before the administrator confirms. */
export function mergeExplanation(from: { name: string; holderCount: number }, intoName: string): string {
  const holders =
    from.holderCount === 0
      ? 'Nobody holds it'
      : `The ${from.holderCount.toLocaleString('en-AU')} ${
          from.holderCount === 1 ? 'researcher' : 'researchers'
        } holding it will hold “${intoName}” instead`;
  return `${holders}, and “${from.name}” will be removed from the list.`;
}

/** The new name, cleaned as the server will clean it, or why it cannot be used. */
export function checkInterestName(value: string): { name: string } | { error: string } {
  const parsed = ResearchInterestName.safeParse(value);
  return parsed.success
    ? { name: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Enter a research interest name' };
}
