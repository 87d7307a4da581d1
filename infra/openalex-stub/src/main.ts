import { startOpenAlexStub } from './app';

// OPENALEX_STUB_* locally (next to the services' PORT/HOST); PORT/HOST in its own container.
const port = Number(process.env.OPENALEX_STUB_PORT || process.env.PORT || 4102);
const host = process.env.OPENALEX_STUB_HOST || process.env.HOST || '127.0.0.1';

startOpenAlexStub({ port, host })
  .then((stub) => {
    console.log(`openalex-stub listening at ${stub.url} (authors: ${stub.url}/authors/orcid:{iD})`);
    const stop = () => void stub.close().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  })
  .catch((err: Error) => {
    console.error(`openalex-stub could not start: ${err.message}`);
    process.exit(1);
  });
