import { ClaimMarker } from "~/components/marketing/claim-note";
import type { ClaimFigure } from "~/content/claim-figure";

/** "{prefix} {value}* {label}" with the advertising marker right after the figure. */
export function ClaimText({ figure, valueClassName }: { figure: ClaimFigure; valueClassName?: string }) {
  return (
    <>
      {figure.prefix ? `${figure.prefix} ` : null}
      <span className={valueClassName}>
        {figure.value}
        <ClaimMarker />
      </span>{" "}
      {figure.label}
    </>
  );
}
