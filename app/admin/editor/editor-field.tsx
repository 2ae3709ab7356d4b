// Small building blocks of the editor's fields.
import { cn } from "~/lib/cn";
import { hintClass, labelClass } from "../shell/ui";

export function Field({
  id,
  label,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint ? <p className={hintClass}>{hint}</p> : null}
    </div>
  );
}

/** A button that opens the file chooser for one image (PNG, JPEG, WebP, AVIF, GIF). */
export function ImagePicker({
  label,
  onChange,
  disabled,
  small,
}: {
  label: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  disabled: boolean;
  small?: boolean;
}) {
  return (
    <label
      className={cn(
        "relative inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full border border-forest-900/20 bg-white font-semibold text-forest-800 hover:bg-forest-50",
        "focus-within:outline-3 focus-within:outline-moss-400",
        small ? "h-9 px-3 text-sm" : "h-12 px-5 text-sm",
        disabled && "cursor-not-allowed opacity-60",
      )}
    >
      {label}
      <input
        type="file"
        accept="image/png,image/jpeg,image/webp,image/avif,image/gif"
        onChange={onChange}
        disabled={disabled}
        className="absolute inset-0 cursor-pointer opacity-0"
      />
    </label>
  );
}
