/** The services' own paths: the catalogue and lists, a service (its order form), its editor and a request. */
export const servicesPath = "/services/";
export const newServicePath = "/services/new";
export const servicePath = (id: string) => `/service/${encodeURIComponent(id)}`;
export const editServicePath = (id: string) => `${servicePath(id)}/edit`;
export const requestPath = (id: string) => `/service/request/${encodeURIComponent(id)}`;
