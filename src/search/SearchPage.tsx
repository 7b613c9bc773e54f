export function SearchPage() {
  return <h1>Search the documentation</h1>
}
