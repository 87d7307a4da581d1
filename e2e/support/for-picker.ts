import type { Locator } from 'playwright-core';

/** A Fields of Research picker's tree item for `code` (its tag reads exactly the code). */
export function forCodeItem(picker: Locator, code: string): Locator {
  return picker.getByRole('treeitem').filter({ has: picker.page().getByText(code, { exact: true }) });
}

/** Searches a Fields of Research picker for `code` and ticks it. */
export async function tickForCode(picker: Locator, code: string): Promise<void> {
  await picker.getByRole('textbox', { name: 'Search Fields of Research codes' }).fill(code);
  await forCodeItem(picker, code).getByRole('checkbox').click();
}
