/**
 * Builds a graph of services from one factory per entry (ADR 022). Each factory receives
 * `m`, in which every entry is a late-bound handle: an object whose methods build the real
 * service on their first call and forward to it. So the factories may be listed in any order,
 * two modules may depend on each other (application ↔ underwriting, loans ↔ application), and
 * no factory ever holds a forward reference to a variable that does not exist yet.
 *
 * The rule that makes it work: a service is an object of functions (its methods), and a factory
 * may keep a handle but must not call it while it builds. Breaking it is reported by name.
 */
export type Factories<S> = { [K in keyof S]: (m: S) => S[K] };

export function wire<S extends object>(factories: Factories<S>): S {
  const built = new Map<keyof S, S[keyof S]>();
  const building: (keyof S)[] = [];

  function resolve<K extends keyof S>(key: K): S[K] {
    if (built.has(key)) return built.get(key) as S[K];
    if (building.includes(key)) {
      const path = [...building.slice(building.indexOf(key)), key].map(String).join(' → ');
      throw new Error(`wire: ${path}: a factory called into a module while it was being built`);
    }
    building.push(key);
    try {
      const service = factories[key](handles);
      built.set(key, service);
      return service;
    } finally {
      building.pop();
    }
  }

  const handles = new Proxy({} as S, {
    get(_target, key) {
      if (typeof key !== 'string' || !Object.hasOwn(factories, key)) throw new Error(`wire: no entry named ${String(key)}`);
      return lateHandle(key, () => resolve(key as keyof S) as object);
    },
  });

  const services = {} as S;
  // Everything is built here, at start: a factory that throws stops the server before it listens.
  for (const key of Object.keys(factories) as (keyof S)[]) services[key] = resolve(key);
  return services;
}

function lateHandle(name: string, target: () => object): object {
  return new Proxy(
    {},
    {
      get(_stub, member) {
        // Not a thenable, and nothing for inspection: only the service's own methods forward.
        if (typeof member !== 'string' || member === 'then') return undefined;
        return (...args: unknown[]) => {
          const service = target() as Record<string, unknown>;
          const method = service[member];
          if (typeof method !== 'function') throw new TypeError(`wire: ${name}.${member} is not a method`);
          return (method as (...a: unknown[]) => unknown).apply(service, args);
        };
      },
    },
  );
}
