import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ChangeLog, type OutputChange } from '../changes';
import { guardLibrary } from './shared';
import { assertOneRoot, xmlSyntaxError } from './xmlErrors';
import { NAME_MARK, xmlTree, type XmlNode } from './xmlReader';
import { TEXT_KEY } from './xmlWriter';
import type { JsonValue } from '../tree';

export { jsonToXml } from './xmlWriter';

export interface XmlReadOptions {
  /** Text written like a JSON number or true / false becomes one (each listed). */
  inferTypes?: boolean;
}

/**
 * XML -> JSON: attributes as `@_name`, text beside attributes or elements as `#text`,
 * repeated elements as arrays; text exactly as written. What JSON cannot hold is listed.
 */
export function xmlToJson(
  text: string,
  options: XmlReadOptions = {},
): { value: JsonValue; changes: OutputChange[] } {
  const validation = guardLibrary('XML', () => XMLValidator.validate(text));
  if (validation !== true) {
    const { line, col, msg } = validation.err;
    throw xmlSyntaxError(msg, line, col);
  }
  // The validator has seen a start tag (else xmlNoRoot): the tree holds the root element.
  assertOneRoot(text);
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    // Prefixed by the reader (a prefix here would come before the name's mark).
    attributeNamePrefix: '',
    textNodeName: TEXT_KEY,
    commentPropName: '#comment',
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreDeclaration: true,
    // Character references (`&#13;`, `&#x4E2D;`) are the text they stand for.
    htmlEntities: true,
    ignorePiTags: false,
    trimValues: false,
    transformTagName: (name: string) => NAME_MARK + name,
    transformAttributeName: (name: string) => NAME_MARK + name,
  });
  const nodes = guardLibrary('XML', () => parser.parse(text) as XmlNode[]);
  const log = new ChangeLog();
  const value = guardLibrary('XML', () => xmlTree(nodes, log, options.inferTypes !== false));
  return { value, changes: log.changes };
}
