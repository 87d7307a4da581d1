import { startOrcidStub } from './app';

// ORCID_STUB_* locally (next to the services' PORT/HOST); PORT/HOST in its own container.
const port = Number(process.env.ORCID_STUB_PORT || process.env.PORT || 4101);
const host = process.env.ORCID_STUB_HOST || process.env.HOST || '127.0.0.1';

startOrcidStub({
  port,
  host,
  clientId: process.env.ORCID_CLIENT_ID || undefined,
  clientSecret: process.env.ORCID_CLIENT_SECRET || undefined,
})
  .then((stub) => {
    console.log(`orcid-stub listening at ${stub.url} (records: ${stub.url}/v3.0/{iD}/record)`);
    const stop = () => void stub.close().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  })
  .catch((err: Error) => {
    console.error(`orcid-stub could not start: ${err.message}`);
    process.exit(1);
  });
