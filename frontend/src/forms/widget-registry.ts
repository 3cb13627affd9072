/**
 * The widgets and fields the renderer knows, by the names the compiled UI schema uses.
 *
 * `ui:widget` (one value; each reads `ui:options`):
 * - `dictSelect`       select from the dictionary `dicKeyWord` (GET dict-biz/dictionary?code=)
 * - `dictRadio`        the same as a radio group; `dictCheckboxes` as a checkbox group (array)
 * - `dictCascader`     a chain of keys of the dictionary `dicKeyWord` (array, root first), the
 *                      tree built from the flat dictionary by key prefix; read-only: labels / joined
 * - `lazySelect`       remote select: `url`, `ajaxMethod` (get|post), `propsKey` {value,label},
 *                      `queryConfig` (fixed params), `keyName` (search param, default `key`)
 * - `amount`           decimal string with thousands separators; `unit` (tenThousand → six decimals);
 *                      an input that keeps its own text while typing
 * - `date`             yyyy-MM-dd string; `noFuture`
 * - `multiLineSearch`  one term per line, kept comma-joined
 * - `switch`           boolean (a boolean with rjsf's `checkbox` is shown as a switch too)
 * - `richText`         long text
 * - `readonlyText`     read-only text (the renderer puts it on read-only fields)
 * - `select`           static options (`enum`), never the placeholder as an option, opened above cards
 * - `updown`           an integer typed as text: kept as typed, never clamped (-5 is refused, not 1);
 *                      an input that keeps its own text, under the number field of widgets/kept-number-field.tsx
 * - `disclosureScope`  the periodic report's scope radios, cleared by a second click; reset when
 *                      the company name changes; keeps the report's rates computed while editable
 * - `disclosureDesignees` designated shareholders/creditors/members of the enterprise `name`
 * - `password`         a masked password: dots with a show/hide toggle, ****** when read-only
 * - `shareholderSearch` a registration account typed or found with the shareholder search dialog
 *                      (name, kind, certificate type and number: 01 §3, §5)
 * - `qrCode`           a display: GET `src` (`{prop}` filled from the form), `data.shortLink` as a
 *                      120 × 120 QR code with the link beneath; 获取二维码失败 on failure
 * and rjsf's own: `text`, `textarea` (both inputs that keep their own text while typing:
 * widgets/kept-text-widget.tsx), `radio`, `checkboxes`, `hidden`; static
 * options take their labels from `ui:options.dataList` ([{value, label}]).
 *
 * Fields (objects, arrays or no value; `ui:widget` or `ui:field` both accepted):
 * - `table`         array of rows: `minRows`, `maxRows`, `fixedRows`, `uniqueBy` (or the
 *                   schema's `minItems`, `maxItems`, `x-uniqueBy`); columns in `items`;
 *                   `rowDialog`: rows listed by their first four columns, edited in a dialog
 * - `upload`        [{attachId, originalName}]: `accept` (extensions), `maxSize` (MB, 50),
 *                   `maxCount`, `other` (other supplementary material); `importTo` (a table
 *                   prop): an Excel import whose rows replace that table's rows (bulkImport)
 * - `area`          {province, city, district} codes from the region lazy tree
 * - `holderSearch`  a holder from the search dialog (string: account number; object: fields)
 * - `dateRange`     [start, end] yyyy-MM-dd strings; `noFuture`
 * - `sectionTitle`  a section title (`title` too): the label, or `text`
 * - `imageBlock`    an image block (`image` too): `src`, `alt`, `width`
 * - `financeTable`  the listed company's four financial tables (02 §3): the schema's
 *                   `x-financeTable` spec, year labels, cells of 18 (headcount 9), read-only as text
 * - `scoringTable`  the specialised-and-innovative scoring table (03 §2): `x-scoringTable`,
 *                   是否满足 per indicator, scores and 总得分 computed, the two static tables beside
 *
 * Every field may carry `ui:options.visibleWhen` (a JSON Schema fragment the data must match
 * for the field to show) and `ui:readonly`.
 */
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { AmountWidget } from './widgets/amount-widget';
import { AreaField } from './widgets/area-field';
import { AttachFilesField } from './widgets/attach-files-field';
import { TransferProjectsField } from './widgets/transfer-projects-field';
import { BondNameWidget } from './widgets/bond-name-widget';
import { CheckboxesWidget } from './widgets/checkboxes-widget';
import { DateRangeField } from './widgets/date-range-field';
import { DateWidget } from './widgets/date-widget';
import { DictCascaderWidget } from './widgets/dict-cascader-widget';
import { DisclosureDesigneesWidget, DisclosureScopeWidget } from './widgets/disclosure-scope-widget';
import { DictCheckboxesWidget } from './widgets/dict-checkboxes-widget';
import { DictRadioWidget } from './widgets/dict-radio-widget';
import { DictSelectWidget } from './widgets/dict-select-widget';
import { NumberField } from './widgets/kept-number-field';
import { KeptTextareaWidget, KeptTextWidget } from './widgets/kept-text-widget';
import { FinanceTableField } from './widgets/finance-table-field';
import { HolderSearchField } from './widgets/holder-search-field';
import { ImageBlockField } from './widgets/image-block-field';
import { LazySelectWidget } from './widgets/lazy-select-widget';
import { MultiLineSearchWidget } from './widgets/multi-line-search-widget';
import { NumberWidget } from './widgets/number-widget';
import { PasswordWidget } from './widgets/password-widget';
import { ShareholderSearchWidget } from './widgets/shareholder-search-widget';
import { QrCodeWidget } from './widgets/qr-code-widget';
import { ReadonlyTextWidget } from './widgets/readonly-text-widget';
import { RichTextWidget } from './widgets/rich-text-widget';
import { ScoringTableField } from './widgets/scoring-table-field';
import { SectionTitleField } from './widgets/section-title-field';
import { StaticSelectWidget } from './widgets/static-select-widget';
import { SwitchWidget } from './widgets/switch-widget';
import { TableField } from './widgets/table-field';
import { TargetedInvestorsField } from './widgets/targeted-investors-field';
import { UploadField } from './widgets/upload-field';

export const formWidgets: RegistryWidgetsType = {
  // rjsf's text and textarea widgets: a keystroke renders neither rjsf's field nor antd's Input
  TextWidget: KeptTextWidget,
  TextareaWidget: KeptTextareaWidget,
  dictSelect: DictSelectWidget,
  dictRadio: DictRadioWidget,
  dictCheckboxes: DictCheckboxesWidget,
  dictCascader: DictCascaderWidget,
  lazySelect: LazySelectWidget,
  amount: AmountWidget,
  date: DateWidget,
  multiLineSearch: MultiLineSearchWidget,
  switch: SwitchWidget,
  richText: RichTextWidget,
  readonlyText: ReadonlyTextWidget,
  // rjsf's own select offered the placeholder as an option and opened inside its card;
  // its spinner clamped -5 to the minimum
  select: StaticSelectWidget,
  updown: NumberWidget,
  // a static multiple choice whose 无 stands alone (`exclusive`, 02 §4)
  checkboxes: CheckboxesWidget,
  // the periodic report's disclosure scope (02 §3), named by the definition's `widget`
  disclosureScope: DisclosureScopeWidget,
  disclosureDesignees: DisclosureDesigneesWidget,
  // a bond's name and short name, checked against the bond register on leaving (03 §5)
  bondName: BondNameWidget,
  // a masked password and a short link's QR code (03 §1, §7, §9)
  password: PasswordWidget,
  qrCode: QrCodeWidget,
  shareholderSearch: ShareholderSearchWidget,
};

export const formFields: RegistryFieldsType = {
  // rjsf's number field, without the state that rendered an `updown` field on every keystroke
  NumberField,
  table: TableField,
  upload: UploadField,
  area: AreaField,
  holderSearch: HolderSearchField,
  dateRange: DateRangeField,
  sectionTitle: SectionTitleField,
  title: SectionTitleField,
  imageBlock: ImageBlockField,
  image: ImageBlockField,
  financeTable: FinanceTableField,
  // the specialised-and-innovative scoring table (03 §2)
  scoringTable: ScoringTableField,
  // a directed bond's investors, picked in 投资者选择 (03 §2)
  targetedInvestors: TargetedInvestorsField,
  // a member's or company's attachment list (03 §5): a table whose new row waits for `addAfter`,
  // its files cell the types of the business parameter `paramKey`
  attachmentList: TableField,
  attachFiles: AttachFilesField,
  // the picked transfer projects of a fund share transfer (03 §2 添加转让项目)
  transferProjects: TransferProjectsField,
};
