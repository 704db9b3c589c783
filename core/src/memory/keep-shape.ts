/**
 * Instances kept for the life of the process: one of each class whose objects live for one import
 * and are read by its hot code (the S-expression tree, tape, stream and collector, the diagnostic
 * sink). Nothing reads them.
 *
 * Why: V8 gives a class's instances a hidden class (a "map") built by adding each field in turn, and
 * holds those maps only weakly. When a full garbage collection finds no instance of the class alive —
 * between two imports, once the last import's stream, tape and tree are garbage — the maps die, and
 * every optimised function that checks them is thrown away (`node --trace-deopt`: "marking dependent
 * code … for deoptimization, reason: weak objects"). The next import runs in the interpreter again
 * and is optimised again, at 2.4–3.6× the CPU of a warm one — the case of an import worker that idles
 * between jobs. With one instance alive, the maps and the optimised code survive the collection. See
 * docs/benchmarks.md, "Cold and after-GC import".
 *
 * Plain object literals did not show this (their maps are held by the literal's boilerplate); an
 * object spread (`{ a, ...flags }`) or properties added after creation reach their map by the same
 * weak transitions and did: write such fields out in the literal instead.
 */
const kept: object[] = [];

/** Keeps `instance`, and with it its class's map, alive for the life of the process. */
export function keepShape(instance: object): void {
  kept.push(instance);
}
