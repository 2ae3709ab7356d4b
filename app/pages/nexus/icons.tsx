import { Svg } from "~/components/icons";

/** Icons only /nexus uses, in the stroke style of app/components/icons. */
export const ArrowDown = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="M12 5v14M6 13l6 6 6-6" />
  </Svg>
);
