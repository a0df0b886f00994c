/**
 * A table's sideways scroll on a narrow screen, only while it has rows. An empty table has nothing to
 * scroll to, and a scrolling region with nothing focusable in it is one a keyboard cannot reach (axe's
 * scrollable-region-focusable; issue 27 extends the accessibility check to the console's pages).
 */
export const scrollX = (x: number, rows: readonly unknown[] | undefined) => (rows?.length ? { x } : undefined);
