/**
 * The demo forest of the inventory visualisation (spec sections 3 and 9): a 5 × 5 grid with about 20 %
 * of its cells left empty, plus 2 extra dead trees. Pure and seeded, without three: the server's 2D
 * drawing, the browser's 3D scene and the tests all build the same forest from the same seed.
 *
 * Units: positions in scene units, 1 unit = 10 m on the ground (the grid spacing of 2 units is 20 m), so
 * a tree of `heightM` metres stands `heightM / 10` units tall in the scene. The figures are made up but
 * keep the relations a forester would expect:
 * - height grows with age along a Chapman-Richards curve towards the species' typical top height;
 * - diameter at breast height follows from height and the h/d ratio (slenderness), which falls with age;
 * - stem volume V ≈ f · π/4 · d² · h with a form factor f of 0.45–0.5;
 * - carbon ≈ V × basic wood density (t dry matter per m³) × 0.5 (the carbon share of dry wood), stem wood only.
 */

export const treeSpecies = ["pine", "oak", "birch", "maple", "spruce", "beech", "deadTree"] as const;
export type TreeSpecies = (typeof treeSpecies)[number];
export type LivingSpecies = Exclude<TreeSpecies, "deadTree">;

export interface DemoTree {
  /** 1, 2, …: the grid's trees row by row, then the two extra dead trees. */
  id: number;
  /** Scene units, on the ground (y = 0). */
  position: [number, 0, number];
  species: TreeSpecies;
  heightM: number;
  /** Diameter at breast height (1.3 m), in metres. */
  diameterM: number;
  /** Years. */
  age: number;
  /** 0 (dead) to 1 (fully vital). */
  health: number;
  /** Stem volume in m³. */
  volumeM3: number;
  /** Carbon stored in the stem wood, in tonnes. */
  carbonT: number;
}

/** The grid: 5 × 5 cells of 2 scene units; about 20 % of the cells stay empty; 2 dead trees come on top. */
export const forestGrid = { cols: 5, rows: 5, spacing: 2, skipShare: 0.2, extraDead: 2 } as const;

/** Half the width of the plot the trees stand on, in scene units (the grid plus a margin). */
export const PLOT_HALF = (forestGrid.cols * forestGrid.spacing) / 2 + 0.5;

/** The seed of the forest the page shows: all five health labels and six living species appear in it. */
export const DEMO_SEED = 40;

/** Whether a species is a conifer (drawn with cone-shaped crowns). */
export const isConifer = (species: TreeSpecies) => species === "pine" || species === "spruce";

interface SpeciesModel {
  /** Relative share when a grid cell is planted. */
  weight: number;
  /** Typical top height (m) and growth rate of the height curve. */
  topHeight: number;
  growth: number;
  /** Age range of the demo trees (years). */
  age: [number, number];
  /** h/d ratio (both in metres) of young and of old trees. */
  slenderness: [number, number];
  /** Stem form factor. */
  form: number;
  /** Basic wood density, t dry matter per m³ fresh volume. */
  density: number;
}

/** Textbook values for Central European stands, rounded. */
const models: Record<LivingSpecies, SpeciesModel> = {
  spruce: { weight: 0.22, topHeight: 36, growth: 0.025, age: [45, 110], slenderness: [85, 65], form: 0.48, density: 0.38 },
  pine: { weight: 0.2, topHeight: 30, growth: 0.022, age: [50, 140], slenderness: [80, 60], form: 0.46, density: 0.43 },
  beech: { weight: 0.2, topHeight: 35, growth: 0.018, age: [60, 160], slenderness: [80, 55], form: 0.5, density: 0.55 },
  oak: { weight: 0.14, topHeight: 32, growth: 0.015, age: [70, 200], slenderness: [70, 45], form: 0.47, density: 0.56 },
  maple: { weight: 0.12, topHeight: 30, growth: 0.025, age: [40, 120], slenderness: [75, 55], form: 0.48, density: 0.5 },
  birch: { weight: 0.12, topHeight: 26, growth: 0.04, age: [25, 80], slenderness: [85, 65], form: 0.45, density: 0.5 },
};

/** Standing dead trees: broken snags, thick for their height; decay has lowered the wood's density. */
const deadModel = { height: [5, 14], age: [60, 130], slenderness: [30, 50], form: 0.5, density: 0.3 } as const;

/** mulberry32: a small, fast seeded generator with good enough spread for pictures. */
export function seededRandom(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};
const between = (random: () => number, [min, max]: readonly [number, number]) => min + (max - min) * random();

/** Stem volume (m³) from the form-factor formula. */
export const stemVolume = (diameterM: number, heightM: number, form: number) => form * (Math.PI / 4) * diameterM ** 2 * heightM;

function measure(heightM: number, diameterM: number, form: number, density: number) {
  const volume = stemVolume(diameterM, heightM, form);
  return { volumeM3: round(volume, 2), carbonT: round(volume * density * 0.5, 3) };
}

function pickSpecies(random: () => number): LivingSpecies {
  const entries = Object.entries(models) as [LivingSpecies, SpeciesModel][];
  let roll = random() * entries.reduce((sum, [, m]) => sum + m.weight, 0);
  for (const [species, m] of entries) {
    roll -= m.weight;
    if (roll < 0) return species;
  }
  return entries[0]![0];
}

function livingTree(random: () => number, id: number, position: [number, 0, number]): DemoTree {
  const species = pickSpecies(random);
  const m = models[species];
  const age = Math.round(between(random, m.age));
  // Chapman-Richards height curve from 1.3 m, times a site factor.
  const site = between(random, [0.88, 1.06]);
  const heightM = round((1.3 + (m.topHeight - 1.3) * (1 - Math.exp(-m.growth * age)) ** 1.3) * site, 1);
  const ageShare = Math.min(1, age / 200);
  const slenderness = m.slenderness[0] + (m.slenderness[1] - m.slenderness[0]) * ageShare + between(random, [-5, 5]);
  const diameterM = round(heightM / slenderness, 2);
  // Most trees vital, some weakened: skewed towards 1, never 0 (that is the dead trees' value).
  const health = round(0.12 + 0.88 * random() ** 0.7, 2);
  return { id, position, species, heightM, diameterM, age, health, ...measure(heightM, diameterM, m.form, m.density) };
}

function deadTree(random: () => number, id: number, position: [number, 0, number]): DemoTree {
  const heightM = round(between(random, deadModel.height), 1);
  const age = Math.round(between(random, deadModel.age));
  const diameterM = round(heightM / between(random, deadModel.slenderness), 2);
  return {
    id,
    position,
    species: "deadTree",
    heightM,
    diameterM,
    age,
    health: 0,
    ...measure(heightM, diameterM, deadModel.form, deadModel.density),
  };
}

/** The demo forest for a seed: the same seed always gives the same trees. */
export function demoForest(seed: number = DEMO_SEED): DemoTree[] {
  const random = seededRandom(seed);
  const { cols, rows, spacing, skipShare, extraDead } = forestGrid;
  const trees: DemoTree[] = [];
  const jitter = () => (random() - 0.5) * spacing * 0.45;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      if (random() < skipShare) continue;
      const x = round((col - (cols - 1) / 2) * spacing + jitter(), 2);
      const z = round((row - (rows - 1) / 2) * spacing + jitter(), 2);
      trees.push(livingTree(random, trees.length + 1, [x, 0, z]));
    }
  }
  // The dead trees stand where four cells meet, at two different corners.
  const corners: [number, number][] = [];
  for (let row = 1; row < rows; row++) for (let col = 1; col < cols; col++) corners.push([col, row]);
  for (let i = 0; i < extraDead; i++) {
    const [col, row] = corners.splice(Math.floor(random() * corners.length), 1)[0]!;
    const x = round((col - cols / 2) * spacing + jitter() * 0.4, 2);
    const z = round((row - rows / 2) * spacing + jitter() * 0.4, 2);
    trees.push(deadTree(random, trees.length + 1, [x, 0, z]));
  }
  return trees;
}

/** The forest the page shows (server drawing, 3D scene, tree list and cards). */
export const demoTrees: readonly DemoTree[] = demoForest();

/** A tree's height in scene units (1 unit = 10 m). */
export const sceneHeight = (tree: DemoTree) => tree.heightM / 10;

/** Crown radius in scene units, by species and height (drawn a little wider than life, so crowns read at a glance). */
export function crownRadius(tree: DemoTree): number {
  const share: Record<TreeSpecies, number> = { spruce: 0.17, pine: 0.19, beech: 0.22, oak: 0.26, maple: 0.21, birch: 0.16, deadTree: 0.12 };
  return share[tree.species] * sceneHeight(tree) + 0.1;
}
