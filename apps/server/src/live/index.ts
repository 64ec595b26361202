/** Live events across server instances and their server-sent-events streams: shared by every live screen. */
export { LIVE_CHANNELS, createLiveEvents, publishLive, type LiveChannel, type LiveEvents } from './live-events';
export { openEventStream, type EventStream } from './event-stream';
