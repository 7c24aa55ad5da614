import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cruise, type ICruiseOptions, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

/**
 * The import-zone check of `npm run lint`: dependency-cruiser's rules of .dependency-cruiser.mjs
 * (layers, features apart, protocol alone, file circles) plus what dependency-cruiser does not
 * check by itself: circles between folders. Its own folder scope compares each file's immediate
 * folder, so db/ → content/puzzles/ → db/schema/ is no circle to it; here every module is first
 * collapsed to its unit (a feature, a top folder of server/src or web/src, ...) by the config's
 * archi collapsePattern, and a circle between units fails.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CONFIG_FILE = path.join(ROOT, '.dependency-cruiser.mjs');
/** What `npm run lint:deps` cruises, relative to the repository root. */
export const LINTED_PATHS = ['protocol/src', 'server/src', 'web/src', 'web/e2e', 'scripts'];

export interface DependencyReport {
  /** One line per broken rule: `rule: from → to`. */
  violations: string[];
  /** Each folder circle as its units in order, the first repeated at the end, with one file arrow per step. */
  folderCycles: string[];
}

/** Strongly connected components of more than one unit (Tarjan), each listed in a stable order. */
function circles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** A shortest path from `from` back to itself inside one component, to show the circle step by step. */
function loopThrough(from: string, members: Set<string>, edges: Map<string, Set<string>>): string[] {
  const previous = new Map<string, string>();
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (!members.has(next)) continue;
      if (next === from) {
        const loop = [from];
        for (let at: string | undefined = node; at !== from && at !== undefined; at = previous.get(at)) loop.splice(1, 0, at);
        return [...loop, from];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [from, from];
}

/** Folder circles of a cruise: modules collapsed to units; test code is left out (nothing else may import it, a rule of its own). */
export function folderCycles(result: ICruiseResult, collapsePattern: string, isTest: (source: string) => boolean): string[] {
  const collapse = new RegExp(collapsePattern);
  const unitOf = (source: string): string | null => collapse.exec(source)?.[0] ?? null;
  const edges = new Map<string, Set<string>>();
  const example = new Map<string, string>();
  for (const module of result.modules) {
    if (module.coreModule || isTest(module.source)) continue;
    const from = unitOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      if (dependency.coreModule || dependency.couldNotResolve || isTest(dependency.resolved)) continue;
      const to = unitOf(dependency.resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
      const key = `${from}\0${to}`;
      if (!example.has(key)) example.set(key, `${module.source} → ${dependency.resolved}`);
    }
  }
  return circles(edges).map((component) => {
    const loop = loopThrough(component[0]!, new Set(component), edges);
    const steps = loop.slice(1).map((to, i) => `    ${example.get(`${loop[i]}\0${to}`)}`);
    const others = component.length + 1 > loop.length ? ` (with ${component.filter((unit) => !loop.includes(unit)).join(', ')})` : '';
    return [`${loop.join(' → ')}${others}`, ...steps].join('\n');
  });
}

/** Runs the check on `paths` under `baseDir` (the repository, or a tree written by a test). */
export async function checkDependencies(paths: string[] = LINTED_PATHS, baseDir: string = ROOT): Promise<DependencyReport> {
  const options: ICruiseOptions = await extractDepcruiseOptions(CONFIG_FILE);
  const rules = (options.ruleSet?.forbidden ?? []) as IForbiddenRuleType[];
  const testPatterns = rules.find((rule) => rule.name === 'code-imports-tests') as { to: { path: string[] } } | undefined;
  if (!testPatterns) throw new Error('.dependency-cruiser.mjs lost its code-imports-tests rule, which says what test code is');
  const tests = testPatterns.to.path.map((pattern) => new RegExp(pattern));
  const isTest = (source: string) => tests.some((pattern) => pattern.test(source));
  const collapsePattern = options.reporterOptions?.archi?.collapsePattern;
  if (typeof collapsePattern !== 'string') throw new Error('.dependency-cruiser.mjs lost its archi collapsePattern, the folder units');

  const cruised = await cruise(paths, { ...options, baseDir, outputType: 'json' });
  const result: ICruiseResult = typeof cruised.output === 'string' ? JSON.parse(cruised.output) : cruised.output;
  const violations = result.summary.violations.map((violation) => {
    const cycle = violation.cycle?.length ? ` (circle: ${[violation.from, ...violation.cycle.map((step) => step.name)].join(' → ')})` : '';
    return `${violation.rule.name}: ${violation.from} → ${violation.to}${cycle}`;
  });
  return { violations: [...new Set(violations)].sort(), folderCycles: folderCycles(result, collapsePattern, isTest) };
}

async function main(): Promise<void> {
  const options = await extractDepcruiseOptions(CONFIG_FILE);
  const comments = new Map(((options.ruleSet?.forbidden ?? []) as IForbiddenRuleType[]).map((rule) => [rule.name ?? '', rule.comment ?? '']));
  const report = await checkDependencies();
  const byRule = new Map<string, string[]>();
  for (const line of report.violations) {
    const rule = line.slice(0, line.indexOf(':'));
    byRule.set(rule, [...(byRule.get(rule) ?? []), line.slice(rule.length + 2)]);
  }
  for (const [rule, lines] of byRule) {
    console.error(`\n✖ ${rule}: ${comments.get(rule) ?? ''}`);
    for (const line of lines) console.error(`    ${line}`);
  }
  if (report.folderCycles.length > 0) {
    console.error('\n✖ folder-circle: these folders import each other (a module per arrow shown); make the arrows point one way.');
    for (const cycle of report.folderCycles) console.error(`  ${cycle}`);
  }
  const problems = report.violations.length + report.folderCycles.length;
  if (problems > 0) {
    console.error(`\n${report.violations.length} import-rule violations, ${report.folderCycles.length} folder circles.`);
    process.exitCode = 1;
  } else {
    console.info('Import zones, layers and circles (file and folder): no violations.');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
