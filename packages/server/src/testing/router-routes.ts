/** The routes the router holds, as "METHOD /path" (HEAD is GET's shadow). */
export function routerRoutes(tree: string): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${prefixes[depth - 1] ?? ''}${match[2] ?? ''}`;
    prefixes[depth] = path;
    for (const method of (match[3] ?? '').split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}
