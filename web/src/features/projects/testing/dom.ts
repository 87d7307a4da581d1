import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The open dialog whose title is `title`. (In tests rc-dialog gives every dialog the same
 * aria-labelledby id, so the accessible name cannot tell two open dialogs apart.)
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

export function queryDialog(title: string): HTMLElement | null {
  return (
    screen.queryByText(title, { selector: '.ant-modal-title' })?.closest<HTMLElement>('[role="dialog"]') ??
    null
  );
}

/** Types `text` into a field in one go (focus, then paste), much cheaper than key by key. */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/** A button's accessible name as antd renders them: its aria-label, else its text. */
const buttonName = (b: HTMLButtonElement) => b.getAttribute('aria-label') ?? b.textContent?.trim() ?? '';

/**
 * The buttons named `name` inside `container`, found by a plain DOM walk rather than by role (which
 * computes every element's role and name; slow in jsdom with antd's many style rules).
 */
const buttonsNamed = (name: string, container: HTMLElement) =>
  [...container.querySelectorAll('button')].filter((b) => buttonName(b) === name);

/** Every button named `name` (a dialog has two named Close: its corner X and its footer button). */
export const getButtons = (name: string, container: HTMLElement = document.body) =>
  buttonsNamed(name, container);

export function getButton(name: string, container: HTMLElement = document.body): HTMLButtonElement {
  const found = buttonsNamed(name, container);
  const [button] = found;
  if (found.length !== 1 || !button) throw new Error(`Expected one "${name}" button, found ${found.length}`);
  return button;
}

export const findButton = (name: string, container?: HTMLElement) =>
  waitFor(() => getButton(name, container));

export function queryButton(name: string, container: HTMLElement = document.body): HTMLButtonElement | null {
  return buttonsNamed(name, container).length ? getButton(name, container) : null;
}
