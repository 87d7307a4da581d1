/** What every anchor of the gateway bench is told by its environment. */
export function anchorSettings() {
  const required = (name: string): string => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is required`);
    return value;
  };
  return { port: Number(required('PORT')), upstream: required('UPSTREAM_URL'), required };
}
