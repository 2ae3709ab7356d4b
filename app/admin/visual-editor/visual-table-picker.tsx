// The visual editor's table button: a grid of up to 6 × 6 cells (spec section 9). Hovering or
// moving with the arrow keys shows the size; a click or Enter inserts a table of that size (the
// first row is the header row). Every cell is a button named "3 × 4 Tabelle einfügen".
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "~/lib/cn";

export const TABLE_PICKER_MAX = 6;

/** The picker's texts: German and English, by the page's language. */
export function tablePickerCopy(lang: string) {
  return lang.startsWith("en")
    ? { cell: (rows: number, cols: number) => `Insert a ${rows} × ${cols} table`, size: "Table size" }
    : { cell: (rows: number, cols: number) => `${rows} × ${cols} Tabelle einfügen`, size: "Tabellengröße" };
}

export function TablePicker({
  label,
  disabled,
  onPick,
  buttonClass,
}: {
  /** The toolbar button's name ("Tabelle einfügen"). */
  label: string;
  disabled: boolean;
  onPick: (rows: number, cols: number) => void;
  buttonClass: string;
}) {
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState({ rows: 3, cols: 3 });
  const gridId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const copy = tablePickerCopy(typeof document === "undefined" ? "de" : document.documentElement.lang);

  useEffect(() => {
    if (!open) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-cell="${size.rows}-${size.cols}"]`)?.focus();
    const close = (event: MouseEvent) => {
      const target = event.target as Node | null;
      if (target && !grid.current?.contains(target) && !toggle.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
    // Focus the current size only when the grid opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const focusCell = (rows: number, cols: number) => {
    const r = Math.min(TABLE_PICKER_MAX, Math.max(1, rows));
    const c = Math.min(TABLE_PICKER_MAX, Math.max(1, cols));
    setSize({ rows: r, cols: c });
    grid.current?.querySelector<HTMLButtonElement>(`[data-cell="${r}-${c}"]`)?.focus();
  };

  const pick = (rows: number, cols: number) => {
    setOpen(false);
    onPick(rows, cols);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowRight: [0, 1],
      ArrowLeft: [0, -1],
      ArrowDown: [1, 0],
      ArrowUp: [-1, 0],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusCell(size.rows + move[0], size.cols + move[1]);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
    }
  };

  const cells = [];
  for (let rows = 1; rows <= TABLE_PICKER_MAX; rows++) {
    for (let cols = 1; cols <= TABLE_PICKER_MAX; cols++) {
      const inside = rows <= size.rows && cols <= size.cols;
      cells.push(
        <button
          key={`${rows}-${cols}`}
          type="button"
          data-cell={`${rows}-${cols}`}
          aria-label={copy.cell(rows, cols)}
          tabIndex={rows === size.rows && cols === size.cols ? 0 : -1}
          onMouseEnter={() => setSize({ rows, cols })}
          onFocus={() => setSize({ rows, cols })}
          onKeyDown={onKeyDown}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(rows, cols)}
          className={cn(
            "size-6 rounded-sm border focus-visible:outline-3 focus-visible:outline-moss-400",
            inside ? "border-forest-700 bg-moss-200" : "border-forest-900/20 bg-white",
          )}
        />,
      );
    }
  }

  return (
    <div className="relative">
      <button
        ref={toggle}
        type="button"
        title={label}
        aria-label={label}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? gridId : undefined}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setOpen((value) => !value)}
        className={buttonClass}
      >
        <span aria-hidden="true">▦</span>
      </button>
      {open ? (
        <div
          ref={grid}
          id={gridId}
          role="group"
          aria-label={label}
          className="absolute top-full left-0 z-20 mt-1 grid gap-2 rounded-xl border border-forest-900/15 bg-white p-2 shadow-lg"
        >
          <div className="grid grid-cols-6 gap-1">{cells}</div>
          <p aria-live="polite" className="text-center text-sm font-semibold text-forest-900">
            <span className="sr-only">{copy.size}: </span>
            {size.rows} × {size.cols}
          </p>
        </div>
      ) : null}
    </div>
  );
}
