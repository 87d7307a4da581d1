import { waitFor } from '@app/service-kit/testing';
import { e2e } from './context';

export interface CapturedMailSummary {
  id: string;
  to: string[];
  subject: string;
  [key: string]: unknown;
}

export async function mailTo(address: string): Promise<CapturedMailSummary[]> {
  const res = await fetch(`${e2e().inboxUrl}/api/messages`);
  const all = (await res.json()) as CapturedMailSummary[];
  return all.filter((m) => JSON.stringify(m.to).toLowerCase().includes(address.toLowerCase()));
}

export async function waitForMail(
  address: string,
  match: (m: CapturedMailSummary) => boolean = () => true,
  timeoutMs = 20_000,
) {
  return waitFor(async () => (await mailTo(address)).find(match), { timeoutMs, what: `mail to ${address}` });
}

export async function readMail(id: string): Promise<Record<string, unknown>> {
  return (await (await fetch(`${e2e().inboxUrl}/api/messages/${encodeURIComponent(id)}`)).json()) as Record<
    string,
    unknown
  >;
}
