import type { Route } from "./+types/blog.login";
import { ButtonLink } from "~/components/ui/button";
import { Hero } from "~/components/ui/hero";
import { useApp } from "~/lib/app-context";
import { seo } from "~/lib/meta";

export const meta: Route.MetaFunction = (args) =>
  seo(args, (root) => ({
    title: "Blog-Admin Login",
    description: root.lang === "de" ? "Anmeldung für die Redaktion des Forstblogs." : "Sign-in for the forestry blog's editors.",
    canonicalPath: "/blog/login",
    noindex: true,
  }));

export default function Login() {
  const { lang } = useApp();
  return (
    <Hero
      size="sm"
      title="Blog-Admin Login"
      lead={lang === "de" ? "Anmeldung für die Redaktion des Forstblogs." : "Sign-in for the forestry blog's editors."}
      actions={
        <ButtonLink to="/blog" variant="outline-light">
          {lang === "de" ? "Zurück zum Blog" : "Back to the blog"}
        </ButtonLink>
      }
    />
  );
}
