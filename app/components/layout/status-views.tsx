import { Hero } from "~/components/ui/hero";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { paths } from "~/config/pages";
import { useApp } from "~/lib/app-context";

export function NotFoundView() {
  const { t } = useApp();
  return (
    <Hero
      size="md"
      eyebrow={t.notFound.code}
      title={t.notFound.title}
      lead={t.notFound.lead}
      actions={
        <>
          <ButtonLink to={paths.home} variant="primary" size="lg">
            {t.notFound.home}
          </ButtonLink>
          <ButtonLink to={paths.blog} variant="outline-light" size="lg">
            {t.notFound.blog}
          </ButtonLink>
        </>
      }
    />
  );
}

export function ErrorView({ details }: { details?: string }) {
  const { t } = useApp();
  return (
    <Hero
      size="md"
      eyebrow={t.error.code}
      title={t.error.title}
      lead={t.error.lead}
      actions={
        <>
          <a
            href="."
            onClick={(e) => {
              e.preventDefault();
              window.location.reload();
            }}
            className={buttonClass("primary", "lg")}
          >
            {t.error.reload}
          </a>
          <ButtonLink to={paths.home} variant="outline-light" size="lg">
            {t.error.home}
          </ButtonLink>
        </>
      }
    >
      {details ? (
        <details className="mt-10 max-w-3xl rounded-xl border border-white/15 bg-black/30 p-4 text-sm">
          <summary className="cursor-pointer font-semibold">{t.error.details}</summary>
          <pre className="mt-3 overflow-x-auto whitespace-pre-wrap text-forest-100">{details}</pre>
        </details>
      ) : null}
    </Hero>
  );
}
