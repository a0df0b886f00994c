/**
 * A clock the test moves instead of waiting (`advance`), handed to the server as its `now`. It starts at a
 * fixed early-morning UTC time, so moving it by minutes never crosses a daily window by chance.
 */
export function testClock(start = Date.parse('2031-03-04T01:00:00Z')) {
  let t = start;
  return {
    now: () => new Date(t),
    advance(seconds: number) {
      t += seconds * 1000;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;
