/** Routes of the resources area (spec 2 §2), beside the shared `paths`. */
export const resourcePaths = {
  resources: '/risorse',
  allTools: '/risorse/tutti-i-tool',
  allModules: '/risorse/tutti-i-moduli',
  resource: '/risorse/:slug',
  myResources: '/profilo/le-mie-risorse',
  myLibrary: '/profilo/la-mia-libreria',
  magazines: '/contenuti-medico-scientifici',
  newsstand: '/edicola-digitale',
} as const;
