// The confirmation before something is deleted (a post, an upload, an inbox entry): a WAI-ARIA
// alert dialog in the page, rendered by the server from the address (`?delete=…`, `?confirm`), so
// it works without JavaScript. Focus starts on the safe choice, "Abbrechen".
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

export function ConfirmDelete({
  title,
  body,
  action,
  cancelTo,
  cancel,
  confirm,
  fields,
  children,
}: {
  title: string;
  body: string;
  /** Where the form posts (with intent=delete and `fields`). */
  action: string;
  /** Where "Abbrechen" goes. */
  cancelTo: string;
  cancel: string;
  confirm: string;
  /** Hidden fields naming what is deleted. */
  fields?: Record<string, string>;
  /** More choices, before the buttons (the images of a post). */
  children?: React.ReactNode;
}) {
  return (
    <section
      role="alertdialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-body"
      className="rounded-2xl border-2 border-red-700/60 bg-white p-6 shadow-card"
    >
      <h2 id="confirm-title" className="text-xl font-bold text-forest-950">
        {title}
      </h2>
      <p id="confirm-body" className="mt-2 text-forest-800/85">
        {body}
      </p>
      <Form method="post" action={action} className="mt-5 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="delete" />
        {Object.entries(fields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the confirmation puts focus on its safe choice as it opens (the WAI-ARIA alert dialog pattern), already in the server's HTML */}
        <Link to={cancelTo} className={buttonClass("ghost", "md", "border border-forest-900/20")} autoFocus>
          {cancel}
        </Link>
        <button type="submit" className={buttonClass("primary", "md", "bg-red-700 text-white shadow-none hover:bg-red-800")}>
          {confirm}
        </button>
      </Form>
    </section>
  );
}
