/**
 * Gives each SQL text a name of its own, so PostgreSQL parses and plans it once per connection
 * instead of on every call. The embedded database serves every connection from one session, where
 * the names would collide, so there statements stay unnamed. Texts built at run time could be
 * endless: past a bound, new ones run unnamed too.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(
    private readonly enabled: boolean,
    private readonly limit = 2000,
  ) {}

  nameOf(text: string): string | undefined {
    if (!this.enabled) return undefined;
    let name = this.names.get(text);
    if (name === undefined && this.names.size < this.limit) this.names.set(text, (name = `s${this.names.size + 1}`));
    return name;
  }
}
