import type { PGlite } from '@electric-sql/pglite';
import { pgliteHandle, type DatabaseHandle } from '../db/client';

/**
 * The in-memory PGlites openTestDatabase('pglite') lends (issue 23). Opening one costs about
 * 0.6 CPU s (unpacking the migrated template, starting PostgreSQL in WebAssembly), and a whole
 * server run opened 72. The server project runs its files one after another in one module graph
 * per worker (`isolate: false`), so a PGlite a file closed can serve the next file instead:
 * close() hands it back, the pool resets it to the template's state and keeps it idle.
 *
 * A database is never handed out changed. Giving one back stops the handle's LISTENs, then
 * `DISCARD ALL` (notifications, advisory locks, settings, temporary tables, prepared statements),
 * compares a fingerprint of the catalogue (schemas, tables, columns, constraints, indexes,
 * triggers, functions, types, extensions, roles, the migrations' journal) with the template's,
 * and empties the tables that have rows (DELETE, or TRUNCATE for a large one), setting every
 * sequence back. A PGlite its user closed, left inside a transaction, whose schema changed or
 * whose reset failed is closed for real and forgotten.
 */
export class PglitePool {
  /** Idle PGlites, the most recently given back last (lent first). */
  private readonly idle: PGlite[] = [];
  private readonly lent = new Set<PGlite>();
  private readonly clients = new WeakMap<DatabaseHandle, PGlite>();
  private template: Promise<Template> | null = null;
  /** What the pool did in this process: why it last dropped a PGlite, which tables it last emptied. */
  readonly stats = {
    opened: 0,
    reused: 0,
    givenBack: 0,
    discarded: 0,
    lastDiscard: '',
    lastReset: { truncated: [] as string[], deleted: [] as string[] },
  };

  /** `start` opens a new PGlite from the migrated template, ready for queries. */
  constructor(
    private readonly start: () => Promise<PGlite>,
    private readonly maxIdle = 2,
  ) {}

  /** A PGlite in the template's state: an idle one when there is one, else a new one. `fresh`: always new, closed for real by close(). */
  async lend(options: { fresh?: boolean } = {}): Promise<DatabaseHandle> {
    const reused = options.fresh ? undefined : this.idle.pop();
    const client = reused ?? (await this.open());
    if (this.lent.has(client)) throw new Error('PglitePool: a PGlite lent twice');
    this.lent.add(client);
    if (reused) this.stats.reused += 1;
    const handle = this.handleFor(client, options.fresh ?? false);
    this.clients.set(handle, client);
    return handle;
  }

  /** The PGlite behind a handle this pool lent (for the pool's own tests). */
  clientOf(handle: DatabaseHandle): PGlite | undefined {
    return this.clients.get(handle);
  }

  /** The template's fingerprint (schemaFingerprint), once a PGlite was opened. */
  async templateFingerprint(): Promise<string> {
    if (!this.template) throw new Error('PglitePool: nothing opened yet');
    return (await this.template).fingerprint;
  }

  get idleCount(): number {
    return this.idle.length;
  }

  private async open(): Promise<PGlite> {
    const client = await this.start();
    this.stats.opened += 1;
    // The template's state is read from the first PGlite, before anyone used it.
    this.template ??= describeTemplate(client);
    try {
      await this.template;
    } catch (error) {
      await client.close();
      throw error;
    }
    return client;
  }

  private handleFor(client: PGlite, fresh: boolean): DatabaseHandle {
    let open = true;
    const unlisteners = new Set<() => Promise<void>>();
    const listening = new Set<Promise<unknown>>();
    // Queries through the handle's `db` after its close() fail instead of reaching the next user.
    const guarded = new Proxy(client, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (!open) throw new Error(`a test database used after its close() (PGlite.${String(key)})`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    let closing: Promise<void> | null = null;
    return {
      ...pgliteHandle(guarded),
      listen: async (channel, onNotify) => {
        if (!open) throw new Error('a test database used after its close() (listen)');
        // Once the handle is closed its callbacks stay silent, whatever PGlite still holds.
        const started = client.listen(channel, () => {
          if (open) onNotify();
        });
        listening.add(started);
        const unlisten = await started.finally(() => listening.delete(started));
        let stopped = false;
        const stop = async () => {
          if (stopped) return;
          stopped = true;
          unlisteners.delete(stop);
          if (!client.closed) await unlisten();
        };
        unlisteners.add(stop);
        return stop;
      },
      close: () =>
        (closing ??= (async () => {
          open = false;
          // A listen still starting registers its callback first, so its stop is among these.
          await Promise.allSettled([...listening]);
          const stops = await Promise.allSettled([...unlisteners].map((stop) => stop()));
          const failed = stops.find((s): s is PromiseRejectedResult => s.status === 'rejected');
          this.lent.delete(client);
          if (fresh) return client.closed ? undefined : client.close();
          if (failed) return this.discard(client, `a LISTEN could not be stopped: ${String(failed.reason)}`);
          await this.giveBack(client);
        })()),
    };
  }

  private async giveBack(client: PGlite): Promise<void> {
    try {
      this.stats.lastReset = await reset(client, await this.template!);
    } catch (error) {
      return this.discard(client, error instanceof Error ? error.message : String(error));
    }
    this.stats.givenBack += 1;
    this.idle.push(client);
    // The oldest idle ones go: the one just given back is the next lent.
    while (this.idle.length > this.maxIdle) await this.idle.shift()!.close();
  }

  private async discard(client: PGlite, reason: string): Promise<void> {
    this.stats.discarded += 1;
    this.stats.lastDiscard = reason;
    if (!client.closed) await client.close().catch(() => undefined);
  }
}

interface Template {
  fingerprint: string;
  /** The tables with rows (all of them are empty in the template). */
  filledSql: string;
  /** Sets every sequence back to the template's value. */
  sequencesSql: string;
}

// Everything a test can create or change outside the rows: user schemas' objects in detail,
// and row counts of the catalogues where anything else would show. Temporary schemas are left
// out: DISCARD ALL drops temporary tables but not the pg_temp schema that held them.
const FINGERPRINT_SQL = `
with ns as (
  select oid, nspname from pg_namespace
  where nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname !~ '^pg_(toast_)?temp_'
), rel as (
  select c.* from pg_class c join ns on ns.oid = c.relnamespace
), lines(line) as (
  select 'schema ' || nspname from ns
  union all select 'relation ' || oid::regclass || ' ' || relkind::text || relpersistence::text || relrowsecurity || ' ' || relowner::regrole || ' '
    || coalesce(array_to_string(reloptions, ','), '') || ' ' || coalesce(relacl::text, '') from rel
  union all select 'column ' || a.attrelid::regclass || ' ' || a.attnum || ' ' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
    || ' ' || a.attnotnull || ' ' || a.attidentity::text || a.attgenerated::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a join rel on rel.oid = a.attrelid left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0 and not a.attisdropped
  union all select 'constraint ' || conrelid::regclass || ' ' || contypid::regtype || ' ' || conname || ' ' || pg_get_constraintdef(c.oid)
    from pg_constraint c join ns on ns.oid = c.connamespace
  union all select 'index ' || pg_get_indexdef(i.indexrelid) from pg_index i join rel on rel.oid = i.indrelid
  union all select 'trigger ' || pg_get_triggerdef(t.oid) || ' ' || t.tgenabled::text from pg_trigger t join rel on rel.oid = t.tgrelid where not t.tgisinternal
  union all select 'rule ' || pg_get_ruledef(r.oid) from pg_rewrite r join rel on rel.oid = r.ev_class
  union all select 'policy ' || p.polrelid::regclass || ' ' || p.polname || ' ' || coalesce(pg_get_expr(p.polqual, p.polrelid), '')
    from pg_policy p join rel on rel.oid = p.polrelid
  union all select 'sequence ' || s.seqrelid::regclass || ' ' || s.seqtypid::regtype || ' ' || s.seqstart || ' ' || s.seqincrement || ' '
    || s.seqmin || ' ' || s.seqmax || ' ' || s.seqcycle from pg_sequence s join rel on rel.oid = s.seqrelid
  union all select 'function ' || p.oid::regprocedure || ' ' || p.prokind::text || ' ' || p.prorettype::regtype || ' ' || md5(p.prosrc)
    || ' ' || coalesce(array_to_string(p.proconfig, ','), '') from pg_proc p join ns on ns.oid = p.pronamespace
  union all select 'type ' || t.oid::regtype || ' ' || t.typtype::text from pg_type t join ns on ns.oid = t.typnamespace
  union all select 'enum ' || enumtypid::regtype || ' ' || enumsortorder || ' ' || enumlabel from pg_enum
  union all select 'extension ' || extname || ' ' || extversion from pg_extension
  union all select 'role ' || rolname || ' ' || rolsuper || rolinherit || rolcreaterole || rolcreatedb || rolcanlogin || rolreplication || rolbypassrls
    from pg_roles
  union all select 'setting ' || setdatabase || ' ' || setrole || ' ' || array_to_string(setconfig, ',') from pg_db_role_setting
  union all select 'migration ' || id || ' ' || hash || ' ' || created_at from drizzle.__drizzle_migrations
  union all select 'count ' || name || ' ' || n from (
    select 'pg_class' as name, count(*) as n from pg_class where relnamespace not in (select oid from pg_namespace where nspname ~ '^pg_(toast_)?temp_')
    union all select 'pg_namespace', count(*) from pg_namespace where nspname !~ '^pg_(toast_)?temp_'
    union all select 'pg_proc', count(*) from pg_proc
    union all select 'pg_type', count(*) from pg_type where typnamespace not in (select oid from pg_namespace where nspname ~ '^pg_(toast_)?temp_')
    union all select 'pg_constraint', count(*) from pg_constraint
    union all select 'pg_trigger', count(*) from pg_trigger
    union all select 'pg_event_trigger', count(*) from pg_event_trigger
    union all select 'pg_operator', count(*) from pg_operator
    union all select 'pg_cast', count(*) from pg_cast
    union all select 'pg_collation', count(*) from pg_collation
    union all select 'pg_language', count(*) from pg_language
    union all select 'pg_ts_config', count(*) from pg_ts_config
    union all select 'pg_am', count(*) from pg_am
    union all select 'pg_opclass', count(*) from pg_opclass
    union all select 'pg_inherits', count(*) from pg_inherits
    union all select 'pg_default_acl', count(*) from pg_default_acl
    union all select 'pg_publication', count(*) from pg_publication
    union all select 'pg_foreign_server', count(*) from pg_foreign_server
    union all select 'pg_largeobject_metadata', count(*) from pg_largeobject_metadata
    union all select 'pg_statistic_ext', count(*) from pg_statistic_ext
    union all select 'pg_database', count(*) from pg_database
    union all select 'pg_tablespace', count(*) from pg_tablespace
  ) counts
)
select md5(string_agg(line, E'\\n' order by line)) as fingerprint, count(*)::int as lines from lines`;

/** What the pool compares with the template's before lending a PGlite again (exported for its tests). */
export async function schemaFingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string; lines: number }>(FINGERPRINT_SQL);
  return `${rows[0]!.fingerprint}/${rows[0]!.lines}`;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The template's fingerprint and reset, read from a PGlite nobody used yet. Its tables must be
 * empty (the migrations create no rows outside their own journal), or emptying them would not
 * give the template back: a migration that seeds rows fails here, by name.
 */
async function describeTemplate(client: PGlite): Promise<Template> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(`
    select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
      and (n.nspname, c.relname) <> ('drizzle', '__drizzle_migrations')
    order by 1, 2`);
  if (tables.length === 0) throw new Error('PglitePool: the migrated template has no tables');
  const qualified = tables.map((t) => `${quote(t.schema)}.${quote(t.name)}`);
  const { rows: counts } = await client.query<{ name: string; n: number }>(
    qualified.map((name) => `select '${name.replaceAll("'", "''")}' as name, count(*)::int as n from ${name}`).join(' union all '),
  );
  const filled = counts.filter((c) => c.n > 0);
  if (filled.length > 0) throw new Error(`PglitePool: the migrated template has rows in ${filled.map((c) => `${c.name} (${c.n})`).join(', ')}`);
  // Every sequence back to the template's value: the emptied tables' identities restart, and
  // so do those of tables a test only inserted into and deleted from, or failed to insert into.
  const { rows: sequences } = await client.query<{ name: string; value: string; called: boolean }>(`
    select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as value, last_value is not null as called
    from pg_sequences order by 1`);
  return {
    fingerprint: await schemaFingerprint(client),
    // One probe for the tables with rows, and whether each is large (see reset()).
    filledSql: `select array_remove(array[${qualified
      .map((name) => {
        const literal = `'${name.replaceAll("'", "''")}'`;
        return `case when exists (select from ${name}) then case when pg_total_relation_size(${literal}) > ${LARGE_TABLE_BYTES} then 'truncate ' else 'delete ' end || ${literal} end`;
      })
      .join(', ')}], null) as filled`,
    sequencesSql: sequences.map((s) => `select setval('${s.name.replaceAll("'", "''")}', ${BigInt(s.value)}, ${s.called})`).join(';\n'),
  };
}

// TRUNCATE gives a table and its indexes new, empty files: about 80 CPU ms for the tables a
// test fills (accounts cascades to most of the 77), against 1 ms to DELETE a few rows. DELETE
// leaves the dead rows in the files, so a table that grew past this is truncated instead: no
// table grows without end however often its PGlite is lent.
const LARGE_TABLE_BYTES = 256 * 1024;

// In a PGlite (one backend, no checkpointer) the write-ahead log is only recycled at a
// checkpoint: a PGlite lent again and again would keep every segment in memory.
const CHECKPOINT_AFTER_BYTES = 32 * 1024 * 1024;

/** Resets a PGlite given back to the template's state, or throws why it cannot be lent again. */
async function reset(client: PGlite, template: Template): Promise<{ truncated: string[]; deleted: string[] }> {
  if (client.closed) throw new Error('closed by its user');
  if (client.isInTransaction()) throw new Error('given back inside a transaction');
  await client.exec('discard all');
  if ((await schemaFingerprint(client)) !== template.fingerprint) throw new Error('its schema changed (fingerprint)');
  const { rows: probe } = await client.query<{ filled: string[] }>(template.filledSql);
  const filled = probe[0]!.filled.map((entry) => ({ how: entry.slice(0, entry.indexOf(' ')), name: entry.slice(entry.indexOf(' ') + 1) }));
  const large = filled.filter((table) => table.how === 'truncate').map((table) => table.name);
  const small = filled.filter((table) => table.how === 'delete').map((table) => table.name);
  // Foreign keys and triggers off (replica role) for the deletes, which then go in any order.
  await client.exec(
    [
      'begin',
      "set local session_replication_role = 'replica'",
      ...(large.length > 0 ? [`truncate ${large.join(', ')} cascade`] : []),
      ...small.map((name) => `delete from ${name}`),
      template.sequencesSql,
      'commit',
    ].join(';\n'),
  );
  const { rows } = await client.query<{ bytes: string }>(
    `select (pg_current_wal_lsn() - checkpoint_lsn)::text as bytes from pg_control_checkpoint()`,
  );
  if (Number(rows[0]!.bytes) > CHECKPOINT_AFTER_BYTES) await client.exec('checkpoint');
  return { truncated: large, deleted: small };
}
