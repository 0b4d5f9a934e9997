// Generated from the official SETU OpenAPI files by scripts/oas-operations.ts: do not edit.
// The method of each operation on each message family's endpoint, as the OAS gives it: the default the
// sync sends with (DESIGN §14). test/oas-operations.test.ts checks that it is what the files say.

export type OasOperation = 'submit' | 'retrieve' | 'update' | 'delete' | 'list';

export interface OasMethod {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** On the resource (`{collection}/{id}`) or on the collection (the server assigns the id). */
  at: 'resource' | 'collection';
}

/** By the registry's collection path. */
export const oasOperations: Record<string, Partial<Record<OasOperation, OasMethod>>> = {
  // purchase-to-pay.yml
  '/purchase-to-pay/staffing-order/request-for-quotation': {
    // Submit a new staffing order (RFQ)
    submit: { method: 'POST', at: 'resource' },
    // Retrieve information about an existing staffing order (RFQ)
    retrieve: { method: 'GET', at: 'resource' },
    // Update an existing staffing order (RFQ)
    update: { method: 'PUT', at: 'resource' },
    // Delete an existing staffing order (RFQ)
    delete: { method: 'DELETE', at: 'resource' },
  },
  // purchase-to-pay.yml
  '/purchase-to-pay/staffing-order/order': {
    // Submit a new staffing order (Order)
    submit: { method: 'POST', at: 'resource' },
    // Retrieve information about an existing staffing order (Order)
    retrieve: { method: 'GET', at: 'resource' },
    // Update an existing staffing order (Order)
    update: { method: 'PUT', at: 'resource' },
    // Delete an existing staffing order (Order)
    delete: { method: 'DELETE', at: 'resource' },
  },
  // purchase-to-pay.yml
  '/purchase-to-pay/human-resource': {
    // Submit a new human resource
    submit: { method: 'POST', at: 'resource' },
    // Retrieve information about an existing human resource
    retrieve: { method: 'GET', at: 'resource' },
    // Update an existing human resource
    update: { method: 'PUT', at: 'resource' },
    // Delete an existing human resource
    delete: { method: 'DELETE', at: 'resource' },
  },
  // purchase-to-pay.yml
  '/purchase-to-pay/assignment': {
    // Submit a new assignment
    submit: { method: 'POST', at: 'resource' },
    // Retrieve information about an existing assignment
    retrieve: { method: 'GET', at: 'resource' },
    // Update an existing assignment
    update: { method: 'PUT', at: 'resource' },
    // Delete an existing assignment
    delete: { method: 'DELETE', at: 'resource' },
  },
  // purchase-to-pay.yml
  '/purchase-to-pay/timecard': {
    // Submit a new timecard
    submit: { method: 'POST', at: 'resource' },
    // Retrieve an existing timecard
    retrieve: { method: 'GET', at: 'resource' },
    // Update an existing timecard
    update: { method: 'PUT', at: 'resource' },
    // Delete an existing timecard
    delete: { method: 'DELETE', at: 'resource' },
  },
  // purchase-to-pay.yml
  '/purchase-to-pay/invoice': {
    // Create a new invoice
    submit: { method: 'POST', at: 'resource' },
    // Retrieve an existing invoice
    retrieve: { method: 'GET', at: 'resource' },
    // Delete an existing invoice
    delete: { method: 'DELETE', at: 'resource' },
  },
  // purchase-to-pay.yml
  '/attachment': {
    // Create an attachment for future access via an URL.
    submit: { method: 'POST', at: 'resource' },
  },
  // inquiry-pay-equity.yml
  '/inquiry-pay-equity': {
    // Submit or update an inquiry-pay-equity message. In case of an update, the request body replaces all previous shared information of the resource.
    submit: { method: 'PUT', at: 'resource' },
    // Get the information about an existing inquiry-pay-equity message
    retrieve: { method: 'GET', at: 'resource' },
    // Submit or update an inquiry-pay-equity message. In case of an update, the request body replaces all previous shared information of the resource.
    update: { method: 'PUT', at: 'resource' },
    // Remove an existing inquiry-pay-equity
    delete: { method: 'DELETE', at: 'resource' },
  },
  // planning.yml
  '/planning/requests': {
    // Submit a new planning request
    submit: { method: 'POST', at: 'collection' },
    // Get the information about a existing planning request
    retrieve: { method: 'GET', at: 'resource' },
    // Update an existing planning request as a whole. The request body replaces all previous shared information of the resource
    update: { method: 'PUT', at: 'resource' },
    // Remove an existing planning request
    delete: { method: 'DELETE', at: 'resource' },
  },
  // planning.yml
  '/planning/assignments': {
    // Submit a new planning assignment
    submit: { method: 'POST', at: 'collection' },
    // Get information of an existing planning assignment
    retrieve: { method: 'GET', at: 'resource' },
    // Update an existing planning assignment as a whole. The request body replaces all previous shared information of the resource
    update: { method: 'PUT', at: 'resource' },
    // Remove an existing planning assignment
    delete: { method: 'DELETE', at: 'resource' },
  },
  // planning.yml
  '/planning/constraints': {
    // Submit additional availability information of a human resource by means of a planning constraints object
    submit: { method: 'POST', at: 'collection' },
    // Get information about an existing planning constraints object
    retrieve: { method: 'GET', at: 'resource' },
    // Update an existing planning constraints object as a whole. The request body replaces all previous shared information of the planning constraint
    update: { method: 'PUT', at: 'resource' },
    // Remove an existing planning constraints object
    delete: { method: 'DELETE', at: 'resource' },
    // Get availability information for a human resource
    list: { method: 'GET', at: 'collection' },
  },
};
