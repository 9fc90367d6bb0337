/** The route table's entries as the config writes them; config/ re-exports them for `sitegen/config`. Types only. */

/** Where a route parameter's values come from: the ids of a content collection. */
export interface ParamSource {
  collection: string;
}

/** One entry of the route table. */
export interface RouteOptions {
  /** The unprefixed path, starting and ending with `/`; parameters as `{name}`, e.g. `/career/{id}/`. */
  path: string;
  /** The page module under `pagesDir`, without extension, e.g. `career-posting`. */
  page: string;
  /** One source per `{name}` in the path. */
  params?: Record<string, ParamSource>;
}
