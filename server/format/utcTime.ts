/** A stored ISO time as people read it in a listing or an email: `2030-01-01 09:00 UTC`. */
export function utcMinute(iso: string): string {
  return iso.replace('T', ' ').replace(/:\d\d\.\d+Z$/, ' UTC');
}
