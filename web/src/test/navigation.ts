/**
 * jsdom cannot leave the page: a full navigation (`location.assign('/api/logout')`) is reported on
 * its virtual console instead. This counts those reports, so a test can tell that the app tried to
 * navigate away (the address itself is checked through the links the page shows).
 */
export function watchFullNavigations(): { count(): number } {
  let count = 0;
  const vc = (
    window as unknown as { _virtualConsole?: { on(event: string, fn: (err: Error) => void): void } }
  )._virtualConsole;
  vc?.on('jsdomError', (err) => {
    if (err.message.includes('navigation')) count++;
  });
  return { count: () => count };
}
