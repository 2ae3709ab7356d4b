/** The inventory scene's ground textures, drawn on canvases: the satellite image, the forest floor, the analysis grids. */
import * as THREE from "three";
import { crownRadius, demoTrees, PLOT_HALF, seededRandom } from "./demo-forest";

/** The satellite image covers this much ground around the plot (scene units). */
export const IMAGE_SIZE = 30;

/** A canvas-drawn texture. */
function paint(size: number, draw: (g: CanvasRenderingContext2D, size: number) => void, pixelated = false): THREE.CanvasTexture {
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const g = canvas.getContext("2d");
  if (g) draw(g, size);
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  if (pixelated) {
    texture.magFilter = THREE.NearestFilter;
    texture.minFilter = THREE.NearestFilter;
    texture.generateMipmaps = false;
  } else {
    texture.anisotropy = 4;
  }
  return texture;
}

/** Scene x/z to texture pixels, for a texture covering `extent` units centred on the plot. */
const toPixel = (value: number, extent: number, size: number) => ((value + extent / 2) / extent) * size;

export function satelliteImage(): THREE.CanvasTexture {
  return paint(
    128,
    (g, size) => {
      const random = seededRandom(11);
      g.fillStyle = "#3a5a3c";
      g.fillRect(0, 0, size, size);
      // Fields, forest and a track around the plot, then the plot's own trees: a coarse image, as from orbit.
      g.fillStyle = "#7d8a4e";
      g.fillRect(0, size * 0.78, size * 0.42, size * 0.22);
      g.fillStyle = "#8c9a5a";
      g.fillRect(size * 0.8, 0, size * 0.2, size * 0.3);
      for (let i = 0; i < 420; i++) {
        const x = random() * size;
        const y = random() * size;
        const plot = Math.abs(x - size / 2) < (PLOT_HALF / IMAGE_SIZE) * size && Math.abs(y - size / 2) < (PLOT_HALF / IMAGE_SIZE) * size;
        const field = (x < size * 0.42 && y > size * 0.78) || (x > size * 0.8 && y < size * 0.3);
        if (plot || field) continue;
        g.fillStyle = random() < 0.55 ? "#1f3d28" : random() < 0.5 ? "#2f5531" : "#466f3a";
        g.beginPath();
        g.arc(x, y, 1.4 + random() * 2.2, 0, Math.PI * 2);
        g.fill();
      }
      g.strokeStyle = "#b9a98a";
      g.lineWidth = 2;
      g.beginPath();
      g.moveTo(0, size * 0.7);
      g.bezierCurveTo(size * 0.3, size * 0.66, size * 0.25, size * 0.22, size, size * 0.12);
      g.stroke();
      g.fillStyle = "#67854a";
      const half = (PLOT_HALF / IMAGE_SIZE) * size;
      g.fillRect(size / 2 - half, size / 2 - half, half * 2, half * 2);
      for (const t of demoTrees) {
        g.fillStyle = t.species === "deadTree" ? "#9a8c6a" : t.species === "spruce" || t.species === "pine" ? "#132a1c" : "#23461f";
        g.beginPath();
        g.arc(
          toPixel(t.position[0], IMAGE_SIZE, size),
          toPixel(t.position[2], IMAGE_SIZE, size),
          (crownRadius(t) / IMAGE_SIZE) * size * 1.6,
          0,
          Math.PI * 2,
        );
        g.fill();
      }
      // Sensor noise.
      const image = g.getImageData(0, 0, size, size);
      for (let i = 0; i < image.data.length; i += 4) {
        const n = (random() - 0.5) * 18;
        image.data[i] = image.data[i]! + n;
        image.data[i + 1] = image.data[i + 1]! + n;
        image.data[i + 2] = image.data[i + 2]! + n;
      }
      g.putImageData(image, 0, 0);
    },
    true,
  );
}

export const plotExtent = PLOT_HALF * 2;

export function forestFloor(): THREE.CanvasTexture {
  return paint(512, (g, size) => {
    const random = seededRandom(5);
    g.fillStyle = "#4f6f3b";
    g.fillRect(0, 0, size, size);
    const colours = ["#5d7d42", "#425f33", "#6b7f3f", "#7a6a45", "#587a3e"];
    for (let i = 0; i < 2600; i++) {
      g.fillStyle = colours[Math.floor(random() * colours.length)]!;
      g.globalAlpha = 0.35 + random() * 0.4;
      g.beginPath();
      g.arc(random() * size, random() * size, 1 + random() * 4, 0, Math.PI * 2);
      g.fill();
    }
    g.globalAlpha = 1;
  });
}

export function gridFloor(base: string, line: string, strong: string): THREE.CanvasTexture {
  return paint(512, (g, size) => {
    g.fillStyle = base;
    g.fillRect(0, 0, size, size);
    const unit = size / plotExtent;
    const offset = (plotExtent / 2 - Math.floor(plotExtent / 2)) * unit;
    g.lineWidth = 1;
    g.strokeStyle = line;
    for (let v = offset; v < size; v += unit) {
      g.beginPath();
      g.moveTo(v, 0);
      g.lineTo(v, size);
      g.moveTo(0, v);
      g.lineTo(size, v);
      g.stroke();
    }
    // The cell borders of the 5 × 5 grid, stronger.
    g.strokeStyle = strong;
    g.lineWidth = 2;
    for (let i = -2.5; i <= 2.5; i++) {
      const v = toPixel(i * 2, plotExtent, size);
      g.beginPath();
      g.moveTo(v, toPixel(-5, plotExtent, size));
      g.lineTo(v, toPixel(5, plotExtent, size));
      g.moveTo(toPixel(-5, plotExtent, size), v);
      g.lineTo(toPixel(5, plotExtent, size), v);
      g.stroke();
    }
  });
}
