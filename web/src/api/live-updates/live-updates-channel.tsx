import { useLiveUpdates } from './use-live-updates';

/**
 * The tab's live channel, signed in only (the app shell loads it lazily, so that signed-out pages
 * carry none of it). Renders nothing: a stream that is down is not the person's concern.
 */
export default function LiveUpdatesChannel() {
  useLiveUpdates({ enabled: true });
  return null;
}
