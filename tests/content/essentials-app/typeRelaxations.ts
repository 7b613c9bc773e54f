/**
 * What `strict` lets pass in the Essentials app's JavaScript (see `TypeRelaxations` in listings.ts): the
 * errors a reader who copies the listings as JavaScript never meets, each with its reason.
 */
import type { TypeRelaxations } from './listings.ts'

// `strict`, less what a reader of JavaScript never meets. Everything else strict finds (a value that may
// be null or undefined where the app would crash, a wrong property, a wrong call) is fixed in the listings.
export const essentialsTypeRelaxations: TypeRelaxations = {
  options: {
    noImplicitAny:
      'JavaScript has no parameter types: every callback, reducer and component parameter the listings leave ' +
      'unannotated would be an error (the listings annotate with JSDoc only where a type changes what TypeScript infers)',
    useUnknownInCatchVariables:
      "a JavaScript catch variable is `any`; the listings read an error's fields with fallbacks (`err?.data?.error ?? …`)",
  },
  accept: [
    {
      code: 2345,
      message: /^Argument of type 'HTMLElement \| null' is not assignable to parameter of type 'Container'/,
      at: /^document\.getElementById\('root'\)$/,
      reason: "index.html always has <div id=\"root\">; JavaScript readers write createRoot(document.getElementById('root')) as Vite's React template does",
    },
    {
      code: 2345,
      message: /^Argument of type 'string \| undefined' is not assignable to parameter of type 'string'/,
      at: /^(postId|userId)$/,
      reason: 'a route parameter from useParams(): the route that renders the page always has it, which react-router\'s types cannot know',
    },
    {
      code: 2554,
      message: /^Expected 1(-2)? arguments, but got 0\.$/,
      // TypeScript points at the called name: `useGetPostsQuery()`, `endpoints.getUsers.initiate()`, `.select()`
      at: /^(use\w+Query|initiate|select)$/,
      reason:
        "an endpoint whose query takes no argument (its generated hook, `initiate` or `select` called without one): JavaScript cannot declare the argument `void`, so TypeScript infers `unknown` and wants one; RTK Query's own docs call these without an argument",
    },
  ],
}
