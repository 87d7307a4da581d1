/** What every anchor of the gateway bench is told by its environment. */
export function anchorSettings() {
  const required = (name: string): string => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is required`);
    return value;
  };
  // Exit normally when stopped, so that a --cpu-prof anchor writes its profile.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
  return { port: Number(required('PORT')), upstream: required('UPSTREAM_URL'), required };
}
