// What a new TCP connection delivers in its first round trip: 10 segments of 1,460 bytes (the
// initial congestion window of RFC 6928, which Lighthouse's simulated mobile network uses too),
// less 400 bytes for the response's headers. A font that fits arrives a round trip (150 ms on
// a mobile network) sooner than one a few bytes larger.
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460 - 400;
