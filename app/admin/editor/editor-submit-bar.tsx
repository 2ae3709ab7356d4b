// The form's last row: back to the list, or save.
import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import type { AdminCopy } from "../shell/copy";
import { adminPaths } from "~/config/admin-paths";

export function EditorSubmitBar({ busy, m }: { busy: boolean; m: AdminCopy["editor"] }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Link to={adminPaths.list} className={buttonClass("ghost", "lg", "border border-forest-900/20")}>
        {m.cancel}
      </Link>
      <Button type="submit" size="lg" variant="secondary" disabled={busy}>
        {busy ? m.saving : m.submit}
      </Button>
    </div>
  );
}
