// Checked list access for tests, in Node (the kit's testing entry) and in the browser (web/src/test).

/** The element at `index` (negative counts from the end), or a failed test saying it is missing. */
export function at<T>(list: readonly T[], index: number): T {
  const item = list.at(index);
  if (item === undefined)
    throw new Error(`expected an element at index ${index}, but the list has ${list.length}`);
  return item;
}

/** The first element, or a failed test when the list is empty. */
export const first = <T>(list: readonly T[]): T => at(list, 0);
