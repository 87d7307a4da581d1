// The same helpers as the service kit's testing entry (which the web cannot import: it is Node's).

/** The element at `index` (negative counts from the end), or a failed test naming the missing one. */
export function at<T>(list: readonly T[], index: number): T {
  const item = list.at(index);
  if (item === undefined)
    throw new Error(`expected an element at index ${index}, but the list has ${list.length}`);
  return item;
}

/** The first element, or a failed test when the list is empty. */
export const first = <T>(list: readonly T[]): T => at(list, 0);
