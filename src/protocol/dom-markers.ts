/**
 * The ids and attributes the server render writes and the runtime, `sitegen serve` and the site
 * checks look for. No Node imports.
 */

/** `<script type="application/json" id="sitegen-boot">`: the page's BootData. */
export const BOOT_DATA_ID = 'sitegen-boot';

/** Where the 404 page shows the requested path; `sitegen serve` and the runtime fill it in. */
export const REQUEST_PATH_ATTRIBUTE = 'data-sitegen-request-path';
export const REQUEST_PATH_SLOT = `<span ${REQUEST_PATH_ATTRIBUTE}></span>`;

/** Where an error page other than 404 shows the error's own text; the runtime fills it in. */
export const ERROR_MESSAGE_ATTRIBUTE = 'data-sitegen-error-message';
export const ERROR_MESSAGE_SLOT = `<span ${ERROR_MESSAGE_ATTRIBUTE}></span>`;

/** An island's root element: its name, its props as JSON, and set once the runtime hydrated it. */
export const ISLAND_ATTRIBUTE = 'data-sitegen-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-sitegen-props';
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-sitegen-hydrated';

/** An element of `<body>` an in-place navigation leaves where it is (appRoot 'body'). */
export const KEEP_ATTRIBUTE = 'data-sitegen-keep';
