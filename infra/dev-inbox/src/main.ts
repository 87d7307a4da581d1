import { startDevInbox } from './app';

const port = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`dev-inbox: ${name} must be a port number, got "${raw}"`);
    process.exit(1);
  }
  return value;
};

const inbox = await startDevInbox({
  smtpPort: port('DEV_INBOX_SMTP_PORT', 1025),
  httpPort: port('DEV_INBOX_HTTP_PORT', 8025),
  host: process.env.DEV_INBOX_HOST || '127.0.0.1',
  log: (line) => console.log(`dev-inbox: ${line}`),
}).catch((err: Error) => {
  console.error(`dev-inbox could not start: ${err.message}`);
  process.exit(1);
});

console.log(`dev-inbox: SMTP on ${inbox.smtpUrl}, mail to read at ${inbox.httpUrl}`);

const shutdown = () => {
  void inbox.close().then(() => process.exit(0));
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
