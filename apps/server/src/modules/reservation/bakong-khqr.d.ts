/** The National Bank of Cambodia's KHQR SDK ships no types; gateway.ts types the part it uses. */
declare module 'bakong-khqr' {
  const sdk: unknown;
  export default sdk;
}
