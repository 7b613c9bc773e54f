// What the search UI takes from the router, imported by the modal and the page through this one module.
// The bundler puts modules the main bundle shares with lazy chunks in a common chunk per set of lazy
// importers: one set means one extra chunk on first load, not one per module.
export { RouteLink } from '../router/RouteLink.tsx'
