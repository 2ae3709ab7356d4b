// What a loader or action answered, whether it returned or threw: a Response, or React Router's
// `data()` value.

export interface Outcome {
  status: number;
  location?: string | null;
  data?: unknown;
}

export async function outcome(promise: Promise<unknown>): Promise<Outcome> {
  const read = async (value: unknown): Promise<Outcome> => {
    if (value instanceof Response) {
      const body = value.headers.get("content-type")?.includes("json") ? ((await value.json()) as unknown) : undefined;
      return { status: value.status, location: value.headers.get("location"), data: body };
    }
    const v = value as { data?: unknown; init?: ResponseInit | null };
    return { status: v.init?.status ?? 200, data: v.data };
  };
  try {
    return await read(await promise);
  } catch (error) {
    if (error instanceof Response || (typeof error === "object" && error !== null && "init" in error)) return read(error);
    throw error;
  }
}
