// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  dropMarkedClicks,
  takeClicksBeforeHydration,
  watchTypingBeforeHydration,
} from './prerendered';

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = `<div id="root">
    <input id="name" value="">
    <textarea id="note"></textarea>
    <input id="kept" value="as built">
    <button id="add" data-prerendered-clicked="1 3">添加</button>
    <button id="clear" data-prerendered-clicked="2">清空</button>
  </div>`;
  root = document.getElementById('root')!;
});

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, text: string) => {
  field(id).value = text;
  field(id).dispatchEvent(new Event('input', { bubbles: true }));
};

describe('a prerendered view rendered anew (saved work found)', () => {
  it('counts each field typed into, before the script ran or while it watched', () => {
    field('name').value = '牛奶';
    const typing = watchTypingBeforeHydration(root);
    type('note', '两盒');
    type('note', '两盒装');
    expect(typing.drop()).toBe(2);
  });

  it('does not count a field typed back to what the page was built with', () => {
    const typing = watchTypingBeforeHydration(root);
    type('kept', 'changed');
    type('kept', 'as built');
    expect(typing.drop()).toBe(0);
  });

  it('stops watching once dropped', () => {
    const typing = watchTypingBeforeHydration(root);
    expect(typing.drop()).toBe(0);
    type('name', 'late');
    expect(typing.drop()).toBe(0);
  });

  it('counts every marked click, several on one button included', () => {
    expect(dropMarkedClicks(root)).toBe(3);
    root.querySelectorAll('[data-prerendered-clicked]').forEach((button) => button.remove());
    expect(dropMarkedClicks(root)).toBe(0);
  });
});

describe('clicks marked before the app listened, once it has hydrated', () => {
  it('clicks each again in the order made, once, and counts those whose button is gone', () => {
    const html = document.documentElement;
    const order: string[] = [];
    for (const button of root.querySelectorAll('button'))
      button.addEventListener('click', () => order.push(button.id));
    const clicks = takeClicksBeforeHydration(html, root);
    expect(html.hasAttribute('data-app-listening')).toBe(false);
    // Marked while React hydrated; a part of the page it rendered anew.
    document.getElementById('clear')!.setAttribute('data-prerendered-clicked', '2 4');
    document.getElementById('clear')!.replaceWith(document.createElement('button'));
    const late = document.createElement('button');
    late.setAttribute('data-prerendered-clicked', '5');
    late.addEventListener('click', () => order.push('late'));
    root.appendChild(late);
    expect(clicks.replay()).toBe(1);
    expect(order).toEqual(['add', 'add', 'late']);
    expect(html.hasAttribute('data-app-listening')).toBe(true);
    expect(clicks.replay()).toBe(0);
    expect(order).toEqual(['add', 'add', 'late']);
  });
});
