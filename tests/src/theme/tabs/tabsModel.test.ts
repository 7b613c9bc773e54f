import { describe, expect, it } from 'vitest'
import { initialValue, keyTarget, queryStringKey, storageKey, tabValuesOf } from '../../../../src/theme/tabs/tabsModel.ts'
import { tabsHeadScript } from '../../../../plugins/prerender/tabsScript.ts'

// What <Tabs> decides before rendering, as Docusaurus 3 decides it (theme-common's tabsUtils).

const fruit = [{ value: 'apple' }, { value: 'orange', default: true }, { value: 'pear' }]

describe('tabs model', () => {
  it("takes the tabs from `values` when given, else from the children's props", () => {
    expect(tabValuesOf(undefined, [{ value: 'a', label: 'A' }, { value: 'b' }]).map((tab) => [tab.value, tab.label])).toEqual([
      ['a', 'A'],
      ['b', undefined],
    ])
    const values = [{ value: 'x', label: 'X' }]
    expect(tabValuesOf(values, [{ value: 'x' }])).toBe(values)
  })

  it('refuses a child without a value and a value given twice, in Docusaurus words', () => {
    expect(() => tabValuesOf(undefined, [{ value: 'a' }, { label: 'no value' }])).toThrow(/Bad <Tabs> child/)
    expect(() => tabValuesOf(undefined, [{ value: 'a' }, { value: 'a' }])).toThrow('Duplicate values "a" found in <Tabs>')
  })

  it('starts on defaultValue, else the child marked default, else the first; null means no default given', () => {
    expect(initialValue('pear', fruit)).toBe('pear')
    expect(initialValue(undefined, fruit)).toBe('orange')
    expect(initialValue(null, fruit)).toBe('orange')
    expect(initialValue(undefined, [{ value: 'a' }, { value: 'b' }])).toBe('a')
    expect(() => initialValue('plum', fruit)).toThrow('has a defaultValue "plum" but none of its children has the corresponding value')
    expect(() => initialValue(undefined, [])).toThrow('requires at least one <TabItem>')
  })

  it('reads the query string key from queryString, or the groupId for `true` (which then requires one)', () => {
    expect(queryStringKey('os', undefined)).toBe('os')
    expect(queryStringKey(true, 'language')).toBe('language')
    expect(queryStringKey(undefined, 'language')).toBeNull()
    expect(() => queryStringKey(true, undefined)).toThrow('groupId prop is required if queryString=true')
  })

  it('moves with the arrows (wrapping), Home and End, and ignores other keys', () => {
    expect([keyTarget('ArrowRight', 0, 3), keyTarget('ArrowRight', 2, 3), keyTarget('ArrowLeft', 0, 3)]).toEqual([1, 0, 2])
    expect([keyTarget('Home', 2, 3), keyTarget('End', 0, 3), keyTarget('Enter', 1, 3)]).toEqual([0, 2, undefined])
  })

  it("stores a group's choice under Docusaurus' key, the one the head script reads for the code language", () => {
    expect(storageKey('language')).toBe('docusaurus.tab.language')
    expect(tabsHeadScript).toContain(`localStorage['${storageKey('language')}']`)
  })
})
