/** The inventory scene's low-poly trees (built from shared unit shapes), their materials and the ground rings. */
import * as THREE from "three";
import type { Vec3 } from "~/features/scene3d/index.stage";
import { crownRadius, sceneHeight, seededRandom, type DemoTree, type TreeSpecies } from "./demo-forest";
import { healthClasses, healthColours, speciesColours, type HealthClass } from "./layers";

export interface Materials {
  crown: Record<TreeSpecies, THREE.MeshStandardMaterial>;
  health: Record<HealthClass, THREE.MeshStandardMaterial>;
  bark: THREE.MeshStandardMaterial;
  birchBark: THREE.MeshStandardMaterial;
  beechBark: THREE.MeshStandardMaterial;
  deadWood: THREE.MeshStandardMaterial;
}

const standard = (color: string, extra: THREE.MeshStandardMaterialParameters = {}) =>
  new THREE.MeshStandardMaterial({ color, roughness: 0.9, metalness: 0, flatShading: true, ...extra });

export function materials(): Materials {
  const crown = Object.fromEntries(Object.entries(speciesColours).map(([s, c]) => [s, standard(c)])) as Record<
    TreeSpecies,
    THREE.MeshStandardMaterial
  >;
  const health = Object.fromEntries(
    healthClasses.map((h) => [h, standard(healthColours[h], { emissive: healthColours[h], emissiveIntensity: 0.18 })]),
  ) as Record<HealthClass, THREE.MeshStandardMaterial>;
  return {
    crown,
    health,
    bark: standard("#5b4633"),
    birchBark: standard("#e8e4da"),
    beechBark: standard("#8d8a7e"),
    deadWood: standard("#8f8470"),
  };
}

export interface BuiltTree {
  tree: DemoTree;
  group: THREE.Group;
  /** Crown parts: recoloured by health in the analysis layer. */
  crowns: THREE.Mesh[];
  proxy: THREE.Mesh;
}

/** Unit shapes every tree is scaled from (shared: one upload each). */
export const makeGeometries = () => ({
  trunk: new THREE.CylinderGeometry(0.7, 1, 1, 6).translate(0, 0.5, 0),
  cone: new THREE.ConeGeometry(1, 1, 7).translate(0, 0.5, 0),
  blob: new THREE.IcosahedronGeometry(1, 1),
  proxy: new THREE.CylinderGeometry(1, 1, 1, 8).translate(0, 0.5, 0),
  proxyMaterial: new THREE.MeshBasicMaterial(),
});
export type Geometries = ReturnType<typeof makeGeometries>;

export function buildTree(tree: DemoTree, m: Materials, geometries: Geometries): BuiltTree {
  const group = new THREE.Group();
  const h = sceneHeight(tree);
  const r = crownRadius(tree);
  const random = seededRandom(tree.id * 97);
  const crowns: THREE.Mesh[] = [];
  const part = (geometry: THREE.BufferGeometry, material: THREE.Material, scale: Vec3, position: Vec3, isCrown = false) => {
    const mesh = new THREE.Mesh(geometry, material);
    mesh.scale.set(...scale);
    mesh.position.set(...position);
    mesh.castShadow = true;
    mesh.receiveShadow = isCrown;
    if (isCrown) {
      mesh.userData.natural = material;
      crowns.push(mesh);
    }
    group.add(mesh);
    return mesh;
  };
  const crown = m.crown[tree.species];
  const trunkR = Math.max(0.04, tree.diameterM * 0.16);

  switch (tree.species) {
    case "spruce": {
      part(geometries.trunk, m.bark, [trunkR, h * 0.3, trunkR], [0, 0, 0]);
      // Three tiers, narrowing to the top.
      for (let i = 0; i < 3; i++)
        part(geometries.cone, crown, [r * (1 - i * 0.24), h * 0.42, r * (1 - i * 0.24)], [0, h * (0.18 + i * 0.2), 0], true);
      break;
    }
    case "pine": {
      part(geometries.trunk, m.bark, [trunkR, h * 0.8, trunkR], [0, 0, 0]);
      // A high, flat, umbrella-like crown in tiers.
      part(geometries.blob, crown, [r * 1.05, h * 0.08, r * 0.95], [0, h * 0.78, 0], true);
      part(geometries.blob, crown, [r * 0.7, h * 0.07, r * 0.65], [r * 0.3, h * 0.88, -r * 0.15], true);
      part(geometries.blob, crown, [r * 0.5, h * 0.06, r * 0.5], [-r * 0.35, h * 0.85, r * 0.3], true);
      break;
    }
    case "birch": {
      part(geometries.trunk, m.birchBark, [trunkR * 0.8, h * 0.75, trunkR * 0.8], [0, 0, 0]);
      part(geometries.blob, crown, [r, h * 0.3, r], [0, h * 0.66, 0], true);
      break;
    }
    case "deadTree": {
      part(geometries.trunk, m.deadWood, [trunkR * 1.4, h, trunkR * 1.4], [0, 0, 0]);
      for (const [height, angle] of [
        [0.5, 0.9],
        [0.7, -1.0],
        [0.85, 0.7],
      ] as const) {
        const branch = part(geometries.trunk, m.deadWood, [trunkR * 0.5, h * 0.35, trunkR * 0.5], [0, h * height, 0]);
        branch.rotation.set(0, random() * Math.PI * 2, angle);
      }
      break;
    }
    default: {
      // Broadleaves: beech and maple round, oak wide with several lobes.
      const bark = tree.species === "beech" ? m.beechBark : m.bark;
      part(geometries.trunk, bark, [trunkR, h * 0.55, trunkR], [0, 0, 0]);
      const lobes = tree.species === "oak" ? 3 : 2;
      part(geometries.blob, crown, [r * 0.85, h * 0.26, r * 0.85], [0, h * 0.64, 0], true);
      for (let i = 0; i < lobes; i++) {
        const angle = (i / lobes) * Math.PI * 2 + random();
        part(
          geometries.blob,
          crown,
          [r * 0.55, h * 0.18, r * 0.55],
          [Math.cos(angle) * r * 0.45, h * (0.6 + random() * 0.15), Math.sin(angle) * r * 0.45],
          true,
        );
      }
    }
  }
  group.rotation.y = random() * Math.PI * 2;
  group.position.set(...tree.position);

  // An invisible cylinder round the whole tree: easier to hit than its parts, and pickable in every layer.
  const proxy = new THREE.Mesh(geometries.proxy, geometries.proxyMaterial);
  proxy.visible = false;
  proxy.scale.set(Math.max(r, 0.35), h, Math.max(r, 0.35));
  proxy.position.set(...tree.position);
  proxy.userData.treeId = tree.id;
  return { tree, group, crowns, proxy };
}

export function ring(inner: number, outer: number, color: string, opacity = 1) {
  const mesh = new THREE.Mesh(
    new THREE.RingGeometry(inner, outer, 40).rotateX(-Math.PI / 2),
    new THREE.MeshBasicMaterial({ color, transparent: opacity < 1, opacity, toneMapped: false, depthWrite: false }),
  );
  mesh.position.y = 0.015;
  mesh.renderOrder = 1;
  return mesh;
}
