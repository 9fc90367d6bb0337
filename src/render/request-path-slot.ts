/** Where the 404 page shows the requested path; `sitegen serve` and the runtime fill it in. */
export const REQUEST_PATH_SLOT = '<span data-sitegen-request-path></span>';
