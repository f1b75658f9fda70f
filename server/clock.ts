/** Milliseconds since the epoch; injected so that tests can move time without waiting. */
export type Clock = () => number;
