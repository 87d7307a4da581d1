/** An element of `items` drawn with `random` (uniform in [0, 1)); an empty list is a mistake. */
export function randomItem<T>(items: readonly T[], random: () => number = Math.random): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('cannot pick from an empty list');
  return item;
}
