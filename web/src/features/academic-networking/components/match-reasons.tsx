import { Typography } from 'antd';
import type { MatchReason } from '@app/contracts/networking/match-reasons';

/** One reason in the words of the card: what the two people share. */
function describeMatchReason(reason: MatchReason): string {
  switch (reason.kind) {
    case 'topic':
      return `Shared topic: ${reason.name} (your ${works(reason.mine)}, their ${reason.theirs})`;
    case 'forCode':
      return `Shared FoR: ${reason.code} ${reason.title}`;
    case 'interest':
      return `Shared interest: ${reason.name}`;
  }
}

const works = (n: number) => `${n} ${n === 1 ? 'work' : 'works'}`;

/** Why discovery matched this researcher with me: up to three reasons, the strongest first. */
export function MatchReasons({
  reasons,
  name,
}: {
  reasons: readonly MatchReason[] | undefined;
  name: string;
}) {
  if (!reasons?.length) return null;
  return (
    <ul aria-label={`Why you match ${name}`} style={{ margin: 0, paddingInlineStart: 18 }}>
      {reasons.map((reason) => {
        const text = describeMatchReason(reason);
        return (
          <li key={text}>
            <Typography.Text style={{ fontSize: 13 }}>{text}</Typography.Text>
          </li>
        );
      })}
    </ul>
  );
}
