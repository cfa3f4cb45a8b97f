import type { PostSeed } from './types';

export const leadGenerationPost: PostSeed = {
  id: 'lead-generation',
  category: 'Marketing',
  expectedTraffic: 1200,
  searchIntent: 'commercial',
  competitionLevel: 'high',
  schemaType: 'Article',
  image: '/images/blog/lead-generation.jpg',
  author: 'Marc Favre',
  publishedAt: '2026-09-08T08:00:00.000Z',
  updatedAt: '2026-10-02T08:00:00.000Z',
  text: {
    fr: {
      title: 'Génération de leads automatisée : le guide pour les PME',
      slug: 'generation-leads-automatisee-pme',
      excerpt:
        'Capter, qualifier et relancer vos prospects sans y passer vos soirées : formulaires, chatbot WhatsApp, scoring IA et CRM, avec un plan de lancement en 30 jours.',
      metaTitle: 'Génération de leads automatisée pour PME | Automatia',
      metaDescription:
        'Automatisez votre génération de leads : capture par formulaires et chatbot WhatsApp, scoring IA, relances e-mail, CRM synchronisé et plan sur 30 jours.',
      altText:
        "Illustration sombre d'un entonnoir où de nombreux petits points entrent par le haut et quelques points lumineux mis en évidence sortent par le bas.",
      targetKeywords: [
        'génération de leads',
        'prospection automatisée',
        'chatbot WhatsApp',
        'automatisation marketing',
      ],
      tags: ['Leads', 'Prospection', 'WhatsApp', 'CRM', 'Automatisation marketing'],
      content: `Un prospect remplit votre formulaire de contact un mardi à 21h. Il a aussi écrit à deux de vos concurrents. Le lendemain, votre équipe est prise par les urgences et lui répond jeudi… alors qu'il a déjà rendez-vous ailleurs. Pour beaucoup de PME, le problème n'est pas le manque de demandes, mais ce qui se passe (ou ne se passe pas) entre la première prise de contact et le premier échange commercial. La génération de leads automatisée sert précisément à combler ce vide : capter chaque demande, la qualifier, y répondre vite et la suivre jusqu'à la décision, sans ajouter de travail manuel à une équipe déjà chargée. Ce guide vous montre comment la mettre en place, canal par canal, que vous vendiez à des entreprises (B2B) ou à des particuliers (B2C).

## Pourquoi automatiser la génération de leads dans une PME

Dans une petite structure, la prospection repose souvent sur une ou deux personnes qui s'occupent aussi de la production, de l'administratif et du service client. Résultat : les demandes s'empilent dans une boîte mail partagée, les relances se font « quand on a le temps » et personne ne sait vraiment combien de prospects ont été perdus en route.

Chez Automatia, nous constatons qu'environ 30 % du temps des équipes part dans des tâches manuelles : recopier des coordonnées, trier des e-mails, mettre à jour un tableur. Et un site sans chatbot perd 70 % de ses visiteurs, qui repartent sans laisser de trace. La prospection automatisée ne remplace pas vos commerciaux : elle leur retire le travail répétitif pour qu'ils se concentrent sur les conversations qui comptent.

Concrètement, un système de génération de leads automatisé repose sur quatre briques :

1. **La capture** : récupérer les coordonnées et le besoin du visiteur, sur tous vos canaux.
2. **La qualification** : estimer automatiquement l'intérêt et le potentiel de chaque contact.
3. **La relance** : envoyer le bon message au bon moment, par e-mail ou WhatsApp.
4. **Le suivi** : tout centraliser dans le CRM pour que rien ne se perde.

## Capter les leads : formulaires, chatbot WhatsApp et lead magnets

### Des formulaires courts et bien placés

Chaque champ supplémentaire fait fuir une partie des visiteurs. Demandez le strict nécessaire — nom, e-mail ou téléphone, et une question sur le besoin — puis complétez le profil plus tard, pendant la relance. Placez le formulaire là où la décision se prend : pages de services, page de tarifs, fin d'article. Un formulaire bien conçu envoie aussi ses données directement dans vos outils, au lieu d'atterrir dans une boîte mail que personne ne surveille le week-end.

### Le chatbot WhatsApp, une porte ouverte 24 h sur 24

Vos clients utilisent déjà WhatsApp tous les jours. Un chatbot WhatsApp peut répondre aux questions fréquentes (horaires, zones desservies, délais, fourchettes de prix), poser deux ou trois questions de qualification et proposer un rendez-vous, même à 23h un dimanche. Lorsque la demande devient complexe, il passe la main à un humain avec tout l'historique de la conversation. Chez Automatia, la mise en place d'un chatbot WhatsApp coûte entre CHF 2'500 et 8'000, plus CHF 200 à 500 par mois selon le volume, avec 2 heures de formation pour votre équipe.

### Des lead magnets qui servent vraiment

Un lead magnet est un contenu utile offert en échange d'une adresse e-mail : checklist, modèle de cahier des charges, calculateur de prix, mini-audit. Le meilleur est celui qui répond à une question que vos prospects se posent juste avant d'acheter. Une fiduciaire peut proposer un calendrier fiscal, un installateur solaire un simulateur d'économies, un studio de yoga une séance d'essai.

### Comparer les canaux : effort et impact

| Canal | Effort de mise en place | Impact attendu | Idéal pour |
|---|---|---|---|
| Formulaire de site optimisé | Faible | Moyen | Tous les secteurs, B2B et B2C |
| Chatbot WhatsApp | Moyen | Élevé | Commerces, services, hôtellerie, B2C |
| Lead magnet (guide, checklist) | Moyen | Moyen à élevé | B2B, services à cycle de vente long |
| Chatbot sur le site web | Moyen | Élevé | Sites avec du trafic mais peu de demandes |
| Séquences e-mail automatisées | Moyen | Élevé | Relance et conversion des leads tièdes |
| Prospection sortante (LinkedIn, e-mail) | Élevé | Variable | B2B avec une cible bien définie |

Notre conseil : commencez par un ou deux canaux à fort impact plutôt que de tout lancer en même temps.

## Qualifier les leads avec un scoring IA

Tous les contacts ne se valent pas. Le scoring consiste à attribuer une note à chaque lead pour savoir qui appeler en premier. L'IA ajoute une couche précieuse : elle peut lire un message libre (« nous cherchons une solution pour 15 collaborateurs d'ici septembre ») et en extraire la taille de l'entreprise, le besoin et l'urgence.

### Les critères à noter

- **Adéquation** : le secteur, la taille de l'entreprise et la zone géographique correspondent-ils à votre cible ?
- **Besoin exprimé** : la demande correspond-elle à un service que vous vendez ?
- **Urgence** : un délai est-il mentionné ?
- **Engagement** : pages visitées, guide téléchargé, réponses données au chatbot.
- **Budget** : une fourchette est-elle indiquée ou peut-elle être déduite ?

Les leads « chauds » déclenchent une alerte immédiate au commercial, les leads « tièdes » entrent dans une séquence de relance, et les contacts hors cible reçoivent une réponse polie et utile.

### Garder l'humain dans la boucle

Le scoring IA propose, l'humain décide. Pendant le premier mois, vérifiez chaque semaine un échantillon de notes et ajustez les critères. Un modèle qui classe mal vos meilleurs clients coûte plus cher qu'il ne rapporte.

## Relancer automatiquement et synchroniser le CRM

La relance est le cœur de l'automatisation marketing : c'est elle qui transforme un contact curieux en rendez-vous, à condition d'être rapide, pertinente et reliée à vos autres outils.

### Répondre en minutes, pas en jours

La vitesse de réponse est souvent ce qui départage deux fournisseurs. Nous nous engageons nous-mêmes à répondre à chaque demande de contact sous 24 heures ; avec l'automatisation, le premier message personnalisé peut partir en quelques minutes, à toute heure, et le rendez-vous peut être réservé sans allers-retours d'e-mails.

### Une séquence de relance type

Imaginons une entreprise de services de 10 personnes qui reçoit une demande de devis :

1. **Minute 0** : e-mail ou message WhatsApp de confirmation, avec un lien pour réserver un appel.
2. **Jour 1** : si aucun rendez-vous n'est pris, envoi d'un cas d'usage proche du besoin exprimé.
3. **Jour 3** : courte question personnelle (« Votre projet est-il toujours d'actualité pour septembre ? »).
4. **Jour 7** : dernier message avec une ressource utile, puis passage en suivi mensuel.

Dès que le prospect répond, la séquence s'arrête et un humain reprend la conversation. Sur WhatsApp, ne relancez que les personnes qui ont accepté d'être contactées sur ce canal.

### Un CRM synchronisé, une seule source de vérité

Chaque lead, qu'il vienne du formulaire, du chatbot ou d'un salon, doit arriver dans le même CRM, avec sa source, son score et l'historique des échanges. Des outils comme n8n relient votre site, WhatsApp, votre messagerie et votre CRM sans ressaisie, et les données peuvent rester hébergées en Suisse. Une implémentation n8n chez Automatia se situe entre CHF 6'500 et 21'500, formation de 4 heures incluse, avec 30 jours de support gratuit après la livraison. Découvrez [nos services d'automatisation](/services).

## Respecter la vie privée : consentement et opt-in

Automatiser ne dispense pas de respecter la loi — au contraire, cela permet de le faire systématiquement. En Suisse, la nouvelle loi fédérale sur la protection des données (nLPD) s'applique ; si vous ciblez des clients dans l'Union européenne, le RGPD aussi.

- Expliquez clairement à quoi serviront les données au moment de la collecte.
- Recueillez un consentement explicite (opt-in) avant tout envoi marketing par e-mail ou WhatsApp ; pas de case précochée.
- Proposez un lien de désinscription simple dans chaque message.
- Ne conservez que les données utiles, et supprimez les contacts inactifs après une durée définie.
- Choisissez des outils et un hébergement qui gardent les données en Suisse ou dans l'UE quand c'est possible.

## Plan de lancement en 30 jours

Ce plan correspond à une phase pilote d'un mois, qui suit un audit de deux semaines ; le déploiement à plus grande échelle prend ensuite de 2 à 6 mois selon vos canaux.

1. **Semaine 1 — Fondations** : définir votre client idéal, choisir un ou deux canaux, nettoyer le CRM et rédiger les textes de consentement.
2. **Semaine 2 — Capture** : optimiser les formulaires, configurer le chatbot WhatsApp et préparer un lead magnet.
3. **Semaine 3 — Qualification et relance** : paramétrer le scoring IA, écrire la séquence de relance et connecter le tout au CRM.
4. **Semaine 4 — Test et ajustements** : tester chaque parcours comme si vous étiez un prospect, former l'équipe, lancer et suivre les premiers résultats chaque jour.

## Mesurer ce qui compte

Sans indicateurs, impossible de savoir si le système fonctionne. Suivez chaque semaine :

- **Taux de conversion visiteur → lead** par canal.
- **Délai de première réponse**, en minutes.
- **Part de leads qualifiés** parmi les leads captés.
- **Taux de prise de rendez-vous** après la séquence de relance.
- **Coût par lead et coût par client gagné**.
- **Chiffre d'affaires généré** par les leads automatisés.

Nos clients obtiennent en moyenne un ROI de 300 %, mais le vôtre dépendra de votre point de départ : c'est pourquoi il faut mesurer avant et après.

## Passez à l'action

La génération de leads automatisée n'est pas réservée aux grandes entreprises. Avec un formulaire bien pensé, un chatbot WhatsApp, un scoring IA simple et des relances bien écrites, une PME peut répondre plus vite, suivre chaque prospect et libérer du temps pour vendre. Vous voulez savoir par où commencer ? [Réservez une consultation gratuite de 15 minutes](/contact) : nous analysons ensemble vos canaux actuels et identifions les premières automatisations rentables.
`,
    },
    en: {
      title: 'Automated lead generation: a practical guide for SMEs',
      slug: 'automated-lead-generation-smes',
      excerpt:
        'Capture, qualify and follow up with prospects without giving up your evenings: forms, a WhatsApp chatbot, AI scoring and a CRM, plus a 30-day launch plan.',
      metaTitle: 'Automated Lead Generation for SMEs | Automatia',
      metaDescription:
        'Automate your lead generation: capture with forms and a WhatsApp chatbot, AI lead scoring, email follow-ups, a synced CRM and a 30-day launch plan.',
      altText:
        'Dark illustration of a funnel with many small dots flowing in at the top and a few bright, highlighted dots coming out at the bottom.',
      targetKeywords: [
        'lead generation',
        'automated prospecting',
        'WhatsApp chatbot',
        'marketing automation',
      ],
      tags: ['Leads', 'Prospecting', 'WhatsApp', 'CRM', 'Marketing automation'],
      content: `A prospect fills in your contact form at 9 pm on a Tuesday. They have also written to two of your competitors. The next day your team is busy putting out fires and replies on Thursday… by which time the prospect has already booked a meeting elsewhere. For many SMEs, the problem is not a lack of enquiries but what happens (or fails to happen) between the first contact and the first sales conversation. Automated lead generation exists precisely to close that gap: capture every enquiry, qualify it, answer it quickly and follow it through to a decision, without adding manual work to a team that is already stretched. This guide shows you how to set it up, channel by channel, whether you sell to businesses (B2B) or to consumers (B2C).

## Why automate lead generation in an SME

In a small business, prospecting often rests on one or two people who also handle production, admin and customer service. The result: enquiries pile up in a shared inbox, follow-ups happen "when there is time" and nobody really knows how many prospects were lost along the way.

At Automatia we see that around 30% of team time goes to manual tasks: copying contact details, sorting emails, updating a spreadsheet. And a website without a chatbot loses 70% of its visitors, who leave without a trace. Automated prospecting does not replace your salespeople: it takes the repetitive work off their plate so they can focus on the conversations that matter.

In practice, an automated lead generation system rests on four building blocks:

1. **Capture**: collect the visitor's contact details and needs across all your channels.
2. **Qualification**: automatically estimate each contact's interest and potential.
3. **Follow-up**: send the right message at the right time, by email or WhatsApp.
4. **Tracking**: centralise everything in the CRM so that nothing gets lost.

## Capturing leads: forms, WhatsApp chatbot and lead magnets

### Short, well-placed forms

Every extra field drives some visitors away. Ask only for what is strictly necessary — name, email or phone, and one question about their need — then complete the profile later, during the follow-up. Place the form where the decision is made: service pages, the pricing page, the end of an article. A well-designed form also sends its data straight into your tools instead of landing in an inbox that nobody checks at the weekend.

### The WhatsApp chatbot, a door that is open 24/7

Your customers already use WhatsApp every day. A WhatsApp chatbot can answer frequent questions (opening hours, areas served, lead times, price ranges), ask two or three qualifying questions and offer an appointment, even at 11 pm on a Sunday. When a request becomes complex, it hands over to a human along with the full conversation history. At Automatia, setting up a WhatsApp chatbot costs between CHF 2,500 and 8,000, plus CHF 200 to 500 per month depending on volume, with 2 hours of training for your team.

### Lead magnets that are genuinely useful

A lead magnet is a useful piece of content offered in exchange for an email address: a checklist, a specification template, a price calculator, a mini-audit. The best one answers a question your prospects ask themselves just before they buy. An accounting firm might offer a tax calendar, a solar installer a savings simulator, a yoga studio a trial class.

### Comparing channels: effort and impact

| Channel | Set-up effort | Expected impact | Best for |
|---|---|---|---|
| Optimised website form | Low | Medium | All sectors, B2B and B2C |
| WhatsApp chatbot | Medium | High | Shops, services, hospitality, B2C |
| Lead magnet (guide, checklist) | Medium | Medium to high | B2B, services with a long sales cycle |
| Website chatbot | Medium | High | Sites with traffic but few enquiries |
| Automated email sequences | Medium | High | Following up and converting warm leads |
| Outbound prospecting (LinkedIn, email) | High | Variable | B2B with a well-defined target |

Our advice: start with one or two high-impact channels rather than launching everything at once.

## Qualifying leads with AI scoring

Not all contacts are equal. Scoring means giving each lead a score so you know whom to call first. AI adds a valuable layer: it can read a free-text message ("we are looking for a solution for 15 staff by September") and extract the company size, the need and the urgency.

### The criteria to score

- **Fit**: do the sector, company size and location match your target?
- **Stated need**: does the request match a service you sell?
- **Urgency**: is a deadline mentioned?
- **Engagement**: pages visited, guide downloaded, answers given to the chatbot.
- **Budget**: is a range stated, or can it be inferred?

"Hot" leads trigger an immediate alert to the salesperson, "warm" leads enter a follow-up sequence, and off-target contacts receive a polite, helpful reply.

### Keeping a human in the loop

AI scoring suggests; a human decides. During the first month, check a sample of scores every week and adjust the criteria. A model that misranks your best customers costs more than it earns.

## Automatic follow-up and CRM synchronisation

Follow-up is the heart of marketing automation: it is what turns a curious contact into a meeting, provided it is fast, relevant and connected to your other tools.

### Reply in minutes, not days

Speed of reply is often what decides between two suppliers. We ourselves commit to answering every contact request within 24 hours; with automation, the first personalised message can go out within minutes, at any hour, and the meeting can be booked without any back-and-forth emails.

### A typical follow-up sequence

Imagine a 10-person services company that receives a quote request:

1. **Minute 0**: a confirmation email or WhatsApp message, with a link to book a call.
2. **Day 1**: if no meeting has been booked, send a use case close to the stated need.
3. **Day 3**: a short personal question ("Is your project still planned for September?").
4. **Day 7**: a final message with a useful resource, then a switch to monthly follow-up.

As soon as the prospect replies, the sequence stops and a human takes over the conversation. On WhatsApp, only follow up with people who have agreed to be contacted on that channel.

### A synchronised CRM, a single source of truth

Every lead, whether it comes from the form, the chatbot or a trade fair, must land in the same CRM, with its source, its score and the history of exchanges. Tools such as n8n connect your website, WhatsApp, your email and your CRM without re-keying, and the data can stay hosted in Switzerland. An n8n implementation with Automatia costs between CHF 6,500 and 21,500, including 4 hours of training, with 30 days of free support after delivery. Find out more about [our automation services](/services).

## Respecting privacy: consent and opt-in

Automating does not exempt you from the law — on the contrary, it lets you comply systematically. In Switzerland, the new Federal Act on Data Protection (nFADP) applies; if you target customers in the European Union, so does the GDPR.

- Explain clearly what the data will be used for at the moment you collect it.
- Obtain explicit consent (opt-in) before any marketing message by email or WhatsApp; no pre-ticked boxes.
- Include a simple unsubscribe link in every message.
- Keep only useful data, and delete inactive contacts after a defined period.
- Choose tools and hosting that keep data in Switzerland or the EU where possible.

## A 30-day launch plan

This plan corresponds to a one-month pilot phase, following a two-week audit; scaling up then takes 2 to 6 months depending on your channels.

1. **Week 1 — Foundations**: define your ideal customer, choose one or two channels, clean up the CRM and write the consent wording.
2. **Week 2 — Capture**: optimise the forms, configure the WhatsApp chatbot and prepare a lead magnet.
3. **Week 3 — Qualification and follow-up**: set up AI scoring, write the follow-up sequence and connect everything to the CRM.
4. **Week 4 — Testing and fine-tuning**: test each journey as if you were a prospect, train the team, launch and track the first results daily.

## Measuring what matters

Without indicators, there is no way to know whether the system works. Track every week:

- **Visitor-to-lead conversion rate** per channel.
- **Time to first reply**, in minutes.
- **Share of qualified leads** among captured leads.
- **Meeting booking rate** after the follow-up sequence.
- **Cost per lead and cost per customer won**.
- **Revenue generated** by automated leads.

Our clients achieve an average ROI of 300%, but yours will depend on your starting point: that is why you need to measure before and after.

## Take action

Automated lead generation is not just for large companies. With a well-designed form, a WhatsApp chatbot, simple AI scoring and well-written follow-ups, an SME can reply faster, track every prospect and free up time to sell. Want to know where to start? [Book a free 15-minute consultation](/contact): together we will review your current channels and identify the first automations that will pay off.
`,
    },
    ar: {
      title: 'توليد العملاء المحتملين آليًا: دليل عملي للشركات الصغيرة والمتوسطة',
      slug: 'توليد-العملاء-المحتملين-تلقائيا',
      excerpt:
        'التقط عملاءك المحتملين وأهّلهم وتابعهم دون أن تضحي بأمسياتك: نماذج، وروبوت محادثة WhatsApp، وتقييم ذكي، ونظام CRM، مع خطة إطلاق في 30 يومًا.',
      metaTitle: 'توليد العملاء المحتملين آليًا | Automatia',
      metaDescription:
        'أتمت توليد العملاء المحتملين: التقاط عبر النماذج وروبوت محادثة WhatsApp، وتقييم بالذكاء الاصطناعي، ومتابعة بالبريد، ونظام CRM متزامن، وخطة إطلاق في 30 يومًا.',
      altText:
        'رسم توضيحي داكن لقمع تتدفق إليه نقاط صغيرة كثيرة من الأعلى وتخرج منه بضع نقاط مضيئة بارزة من الأسفل.',
      targetKeywords: [
        'توليد العملاء المحتملين',
        'التنقيب الآلي عن العملاء',
        'روبوت محادثة WhatsApp',
        'أتمتة التسويق',
      ],
      tags: ['العملاء المحتملون', 'التنقيب عن العملاء', 'WhatsApp', 'CRM', 'أتمتة التسويق'],
      content: `يملأ أحد العملاء المحتملين نموذج الاتصال في موقعك يوم الثلاثاء في التاسعة مساءً، وقد راسل في الوقت نفسه اثنين من منافسيك. في اليوم التالي ينشغل فريقك بالمهام العاجلة ولا يرد عليه إلا يوم الخميس… وحينها يكون قد حجز موعدًا لدى غيرك. بالنسبة إلى كثير من الشركات الصغيرة والمتوسطة، لا تكمن المشكلة في قلة الطلبات، بل فيما يحدث (أو لا يحدث) بين أول تواصل وأول محادثة تجارية. وُجد توليد العملاء المحتملين الآلي تحديدًا لسد هذه الفجوة: التقاط كل طلب، وتأهيله، والرد عليه بسرعة، ومتابعته حتى اتخاذ القرار، دون إضافة عمل يدوي إلى فريق مثقل أصلًا. يشرح لك هذا الدليل كيف تطبّقه قناةً بقناة، سواء كنت تبيع للشركات (B2B) أو للأفراد (B2C).

## لماذا تؤتمت الشركة الصغيرة والمتوسطة توليد العملاء المحتملين؟

في الشركات الصغيرة، يقع عبء التنقيب عن العملاء غالبًا على شخص أو شخصين يتوليان أيضًا الإنتاج والإدارة وخدمة العملاء. والنتيجة: تتراكم الطلبات في بريد إلكتروني مشترك، وتتم المتابعة "حين يتوفر الوقت"، ولا أحد يعرف فعلًا كم عميلًا محتملًا ضاع في الطريق.

في Automatia نلاحظ أن نحو 30% من وقت الفرق يذهب إلى مهام يدوية: نسخ بيانات الاتصال، وفرز الرسائل الإلكترونية، وتحديث جداول البيانات. كما أن الموقع الذي لا يضم روبوت محادثة يخسر 70% من زواره، فيغادرون دون أن يتركوا أي أثر. لا يحل التنقيب الآلي عن العملاء محل فريق المبيعات، بل يعفيه من العمل المتكرر ليركز على المحادثات المهمة.

عمليًا، يقوم نظام توليد العملاء المحتملين الآلي على أربع ركائز:

1. **الالتقاط**: جمع بيانات الزائر واحتياجه عبر جميع قنواتك.
2. **التأهيل**: تقدير اهتمام كل جهة اتصال وإمكاناتها تلقائيًا.
3. **المتابعة**: إرسال الرسالة المناسبة في الوقت المناسب، عبر البريد الإلكتروني أو WhatsApp.
4. **التتبع**: تجميع كل شيء في نظام CRM حتى لا يضيع أي شيء.

## التقاط العملاء المحتملين: النماذج وروبوت محادثة WhatsApp والمغناطيسات الجاذبة

### نماذج قصيرة في أماكن مدروسة

كل حقل إضافي ينفّر جزءًا من الزوار. اطلب الحد الأدنى الضروري فقط — الاسم، والبريد الإلكتروني أو الهاتف، وسؤالًا واحدًا عن الاحتياج — ثم أكمل الملف لاحقًا أثناء المتابعة. ضع النموذج حيث يُتخذ القرار: صفحات الخدمات، وصفحة الأسعار، ونهاية المقالات. والنموذج الجيد يرسل بياناته مباشرة إلى أدواتك بدلًا من أن تستقر في صندوق بريد لا يراقبه أحد في عطلة نهاية الأسبوع.

### روبوت محادثة WhatsApp، باب مفتوح على مدار الساعة

يستخدم عملاؤك WhatsApp كل يوم. يستطيع روبوت محادثة WhatsApp الإجابة عن الأسئلة المتكررة (ساعات العمل، والمناطق المخدومة، والآجال، ونطاقات الأسعار)، وطرح سؤالين أو ثلاثة للتأهيل، واقتراح موعد، حتى في الحادية عشرة ليلًا يوم الأحد. وعندما يصبح الطلب معقدًا، يحيله إلى موظف مع السجل الكامل للمحادثة. في Automatia، تتراوح تكلفة إعداد روبوت محادثة WhatsApp بين 2,500 و8,000 CHF، إضافة إلى 200 إلى 500 CHF شهريًا حسب حجم الاستخدام، مع ساعتين من التدريب لفريقك.

### مغناطيسات جاذبة مفيدة حقًا

المغناطيس الجاذب (lead magnet) محتوى مفيد يُقدَّم مقابل عنوان بريد إلكتروني: قائمة تحقق، أو نموذج دفتر شروط، أو حاسبة أسعار، أو تدقيق مصغر. أفضلها ما يجيب عن سؤال يطرحه عملاؤك المحتملون قبيل الشراء مباشرة. يمكن لمكتب محاسبة أن يقدم رزنامة ضريبية، ولشركة تركيب ألواح شمسية أن تقدم محاكيًا للتوفير، ولاستوديو يوغا أن يقدم حصة تجريبية.

### مقارنة القنوات: الجهد والأثر

| القناة | جهد الإعداد | الأثر المتوقع | الأنسب لـ |
|---|---|---|---|
| نموذج موقع محسَّن | منخفض | متوسط | جميع القطاعات، B2B و B2C |
| روبوت محادثة WhatsApp | متوسط | مرتفع | المتاجر والخدمات والضيافة، B2C |
| مغناطيس جاذب (دليل، قائمة تحقق) | متوسط | متوسط إلى مرتفع | B2B والخدمات ذات دورة البيع الطويلة |
| روبوت محادثة على الموقع | متوسط | مرتفع | المواقع ذات الزيارات الكثيرة والطلبات القليلة |
| سلاسل بريد إلكتروني آلية | متوسط | مرتفع | متابعة العملاء الفاترين وتحويلهم |
| التنقيب الخارجي (LinkedIn، البريد الإلكتروني) | مرتفع | متغير | B2B مع فئة مستهدفة محددة بوضوح |

نصيحتنا: ابدأ بقناة أو قناتين عاليتي الأثر بدلًا من إطلاق كل شيء دفعة واحدة.

## تأهيل العملاء المحتملين بالتقييم الذكي

ليست كل جهات الاتصال متساوية. يعني التقييم (scoring) منح كل عميل محتمل درجة لتعرف بمن تتصل أولًا. ويضيف الذكاء الاصطناعي طبقة ثمينة: فهو قادر على قراءة رسالة حرة ("نبحث عن حل لـ15 موظفًا قبل سبتمبر") واستخراج حجم الشركة والاحتياج ودرجة الاستعجال منها.

### المعايير التي تُقيَّم

- **الملاءمة**: هل يتوافق القطاع وحجم الشركة والموقع الجغرافي مع فئتك المستهدفة؟
- **الاحتياج المعلن**: هل يتوافق الطلب مع خدمة تبيعها؟
- **الاستعجال**: هل ذُكر أجل محدد؟
- **التفاعل**: الصفحات التي زارها، والدليل الذي حمّله، وإجاباته على روبوت المحادثة.
- **الميزانية**: هل ذُكر نطاق لها، أو يمكن استنتاجه؟

يُطلق العملاء "الساخنون" تنبيهًا فوريًا لمسؤول المبيعات، ويدخل العملاء "الفاترون" سلسلة متابعة، بينما تتلقى جهات الاتصال خارج الفئة المستهدفة ردًا لبقًا ومفيدًا.

### إبقاء الإنسان في الحلقة

التقييم الذكي يقترح، والإنسان يقرر. خلال الشهر الأول، راجع كل أسبوع عينة من الدرجات وعدّل المعايير. فالنموذج الذي يسيء تصنيف أفضل عملائك يكلّف أكثر مما يجلب.

## المتابعة الآلية ومزامنة نظام CRM

المتابعة هي جوهر أتمتة التسويق: فهي التي تحوّل جهة اتصال فضولية إلى موعد، بشرط أن تكون سريعة وملائمة ومرتبطة بأدواتك الأخرى.

### الرد خلال دقائق لا أيام

كثيرًا ما تكون سرعة الرد هي ما يحسم الاختيار بين مورّدين. نحن أنفسنا نلتزم بالرد على كل طلب تواصل خلال 24 ساعة؛ ومع الأتمتة يمكن أن تنطلق أول رسالة مخصصة في غضون دقائق، في أي ساعة، ويمكن حجز الموعد دون تبادل رسائل متكرر.

### سلسلة متابعة نموذجية

لنتخيل شركة خدمات من 10 أشخاص تتلقى طلب عرض سعر:

1. **الدقيقة 0**: رسالة تأكيد عبر البريد الإلكتروني أو WhatsApp، مع رابط لحجز مكالمة.
2. **اليوم 1**: إن لم يُحجز موعد، تُرسل حالة استخدام قريبة من الاحتياج المعلن.
3. **اليوم 3**: سؤال شخصي قصير ("هل ما زال مشروعكم مقررًا لشهر سبتمبر؟").
4. **اليوم 7**: رسالة أخيرة مع مورد مفيد، ثم الانتقال إلى متابعة شهرية.

بمجرد أن يرد العميل المحتمل، تتوقف السلسلة ويتولى موظف المحادثة. وعلى WhatsApp، لا تتابع إلا الأشخاص الذين وافقوا على التواصل معهم عبر هذه القناة.

### نظام CRM متزامن ومصدر واحد للحقيقة

يجب أن يصل كل عميل محتمل، سواء جاء من النموذج أو من روبوت المحادثة أو من معرض تجاري، إلى نظام CRM نفسه، مع مصدره ودرجته وسجل التواصل معه. تربط أدوات مثل n8n موقعك و WhatsApp وبريدك الإلكتروني ونظام CRM دون إعادة إدخال البيانات، ويمكن أن تبقى البيانات مستضافة في سويسرا. تتراوح تكلفة تنفيذ n8n لدى Automatia بين 6,500 و21,500 CHF، بما في ذلك 4 ساعات من التدريب، مع 30 يومًا من الدعم المجاني بعد التسليم. اكتشف المزيد عن [خدمات الأتمتة لدينا](/services).

## احترام الخصوصية: الموافقة والاشتراك الطوعي

لا تعفيك الأتمتة من احترام القانون، بل تتيح لك الالتزام به بشكل منهجي. في سويسرا، يُطبَّق القانون الفدرالي الجديد لحماية البيانات (nLPD)؛ وإذا كنت تستهدف عملاء في الاتحاد الأوروبي، فإن اللائحة العامة لحماية البيانات (RGPD) تُطبَّق أيضًا.

- اشرح بوضوح لأي غرض ستُستخدم البيانات لحظة جمعها.
- احصل على موافقة صريحة (opt-in) قبل أي رسالة تسويقية عبر البريد الإلكتروني أو WhatsApp، ولا تستخدم خانات محددة مسبقًا.
- ضع رابط إلغاء اشتراك بسيطًا في كل رسالة.
- احتفظ بالبيانات المفيدة فقط، واحذف جهات الاتصال غير النشطة بعد مدة محددة.
- اختر أدوات واستضافة تُبقي البيانات في سويسرا أو الاتحاد الأوروبي كلما أمكن.

## خطة إطلاق في 30 يومًا

تقابل هذه الخطة مرحلة تجريبية مدتها شهر واحد تلي تدقيقًا يستغرق أسبوعين؛ ثم يستغرق التوسع من شهرين إلى 6 أشهر حسب قنواتك.

1. **الأسبوع 1 — الأسس**: تحديد عميلك المثالي، واختيار قناة أو قناتين، وتنظيف نظام CRM، وصياغة نصوص الموافقة.
2. **الأسبوع 2 — الالتقاط**: تحسين النماذج، وإعداد روبوت محادثة WhatsApp، وتجهيز مغناطيس جاذب.
3. **الأسبوع 3 — التأهيل والمتابعة**: ضبط التقييم الذكي، وكتابة سلسلة المتابعة، وربط كل ذلك بنظام CRM.
4. **الأسبوع 4 — الاختبار والتعديل**: اختبار كل مسار كأنك عميل محتمل، وتدريب الفريق، ثم الإطلاق ومتابعة النتائج الأولى يوميًا.

## قياس ما يهم

من دون مؤشرات، يستحيل معرفة ما إذا كان النظام يعمل. تابع كل أسبوع:

- **معدل تحويل الزوار إلى عملاء محتملين** لكل قناة.
- **مهلة الرد الأول**، بالدقائق.
- **نسبة العملاء المؤهلين** من بين العملاء الذين تم التقاطهم.
- **معدل حجز المواعيد** بعد سلسلة المتابعة.
- **تكلفة العميل المحتمل وتكلفة العميل المكتسب**.
- **الإيرادات المحققة** من العملاء المحتملين الذين جاءت بهم الأتمتة.

يحقق عملاؤنا عائدًا على الاستثمار يبلغ 300% في المتوسط، لكن عائدك سيعتمد على نقطة انطلاقك: لذلك يجب أن تقيس قبل التطبيق وبعده.

## انتقل إلى التنفيذ

توليد العملاء المحتملين الآلي ليس حكرًا على الشركات الكبرى. فبنموذج مدروس، وروبوت محادثة WhatsApp، وتقييم ذكي بسيط، ورسائل متابعة محكمة الصياغة، تستطيع الشركة الصغيرة والمتوسطة الرد بسرعة أكبر، ومتابعة كل عميل محتمل، وتوفير الوقت للبيع. هل تريد معرفة من أين تبدأ؟ [احجز استشارة مجانية مدتها 15 دقيقة](/contact): سنراجع معًا قنواتك الحالية ونحدد أولى عمليات الأتمتة المربحة.
`,
    },
    'ar-ma': {
      title: 'جلب الكليان بالأتمتة: دليل عملي للمقاولات الصغيرة',
      slug: 'جلب-الكليان-بالأتمتة',
      excerpt:
        'شد الكليان المحتملين، قيّمهم وتبعهم بلا ما تضيع العشيات ديالك: فورموليرات، شاتبوت WhatsApp، سكورينغ بالذكاء الاصطناعي و CRM، مع خطة ديال 30 يوم.',
      metaTitle: 'جلب الكليان بالأتمتة للمقاولات | Automatia',
      metaDescription:
        'أتمت جلب الكليان ديالك: فورموليرات وشاتبوت WhatsApp، سكورينغ بالذكاء الاصطناعي، متابعة بالإيميل، CRM متزامن وخطة ديال الإطلاق ف 30 يوم خطوة بخطوة.',
      altText:
        'رسمة ضلمة ديال واحد القمع كيدخلو ليه بزاف ديال النقط الصغار من الفوق وكيخرجو منو شي نقط قلال كيضويو من التحت.',
      targetKeywords: [
        'جلب الكليان المحتملين',
        'البحث الأوتوماتيكي على الكليان',
        'شاتبوت WhatsApp',
        'أتمتة الماركتينغ',
      ],
      tags: ['الكليان', 'البروسبيكسيون', 'WhatsApp', 'CRM', 'الماركتينغ'],
      content: `واحد الكليان محتمل عمّر الفورمولير ديال الاتصال فالسيت ديالك نهار الثلاثاء مع التسعود ديال الليل. وفنفس الوقت صيفط حتى لجوج ديال المنافسين ديالك. غدا، الفريق ديالك تلاهى بالحوايج المستعجلة وما جاوبوش حتى نهار الخميس… وديك الساعة يكون ديجا خدا موعد عند شي واحد آخر. بالنسبة لبزاف ديال المقاولات الصغيرة، المشكل ماشي فقلة الطلبات، المشكل فداكشي اللي كيوقع (ولا ما كيوقعش) بين أول اتصال وأول هضرة تجارية. جلب الكليان المحتملين بالأتمتة كاين باش يسد هاد الفراغ بالضبط: يشد كل طلب، يقيّمو، يجاوب عليه بالزربة، ويتبعو حتى ياخد الكليان القرار ديالو، بلا ما يزيد خدمة يدوية على فريق اللي ديجا عيان. هاد الدليل غادي يوريك كيفاش تطبقو، قناة بقناة، واش كتبيع للشركات (B2B) ولا للناس العاديين (B2C).

## علاش المقاولة الصغيرة خاصها تأتمت جلب الكليان؟

فالمقاولات الصغيرة، البحث على الكليان غالبا كيتكلف بيه واحد ولا جوج ديال الناس اللي كيتكلفو حتى بالإنتاج والإدارة وخدمة الكليان. والنتيجة: الطلبات كتتكدس فواحد الإيميل مشترك، والمتابعة كتكون "ملي يكون الوقت"، وحتى واحد ما عارف بصح شحال من كليان محتمل ضاع فالطريق.

ف Automatia كنلاحظو بلي تقريبا 30% من الوقت ديال الفرق كيمشي فخدمات يدوية: نقل المعلومات ديال الاتصال، ترتيب الإيميلات، تحديث شي جدول ديال الأرقام. وزيد عليها، السيت اللي ما فيهش شاتبوت كيضيّع 70% من الزوار ديالو، كيمشيو بلا ما يخليو حتى أثر. البحث الأوتوماتيكي على الكليان ما كيعوضش فريق المبيعات ديالك: كيحيد عليهم الخدمة اللي كتعاود راسها باش يركزو على الهضرات اللي مهمة بصح.

فالواقع، أي نظام ديال جلب الكليان بالأتمتة كيتبنى على ربعة ديال الركائز:

1. **الالتقاط**: تجمع المعلومات ديال الزائر والحاجة ديالو من كاع القنوات ديالك.
2. **التقييم**: تعرف أوتوماتيكيا شحال كل كونطاكت مهتم وشنو الإمكانيات ديالو.
3. **المتابعة**: تصيفط الميساج المناسب فالوقت المناسب، بالإيميل ولا ب WhatsApp.
4. **التتبع**: تجمع كلشي فال CRM باش حتى حاجة ما تضيع.

## كيفاش تشد الكليان: الفورموليرات، شاتبوت WhatsApp والهدايا الجذابة

### فورموليرات قصار وفبلايص مدروسة

كل خانة زايدة كتخلي شي زوار يهربو. طلب غير داكشي اللي ضروري — السمية، الإيميل ولا التيليفون، وسؤال واحد على الحاجة — ومن بعد كمّل المعلومات فوقت المتابعة. حط الفورمولير فين كيتخد القرار: صفحات الخدمات، صفحة الأثمنة، لخر ديال المقالات. والفورمولير المزيان كيصيفط المعلومات ديالو نيشان للأدوات ديالك، ماشي يبقى فشي إيميل حتى واحد ما كيشوفو فالويكاند.

### شاتبوت WhatsApp، باب محلول 24 ساعة على 24

الكليان ديالك ديجا كيستعملو WhatsApp كل نهار. شاتبوت WhatsApp يقدر يجاوب على الأسئلة اللي كتعاود (الأوقات ديال الخدمة، المناطق اللي كتخدم فيها، الآجال، الأثمنة التقريبية)، يسول جوج ولا تلاتة ديال الأسئلة باش يقيّم الكليان، ويقترح موعد، حتى مع الحداش ديال الليل نهار الحد. وملي كيولي الطلب معقد، كيدوز الهضرة لشي واحد من الفريق مع التاريخ كامل ديال المحادثة. ف Automatia، التركيب ديال شاتبوت WhatsApp كيكلف ما بين 2,500 و8,000 CHF، زايد 200 حتى ل 500 CHF فالشهر على حساب الحجم، مع جوج ساعات ديال التكوين للفريق ديالك.

### هدايا جذابة (lead magnets) نافعة بصح

الـ lead magnet هو شي محتوى نافع كتعطيه مقابل الإيميل: لائحة ديال المراجعة (checklist)، نموذج ديال دفتر التحملات، حاسبة ديال الأثمنة، ولا أوديت صغير. أحسن واحد هو اللي كيجاوب على سؤال كيطرحو الكليان ديالك شوية قبل ما يشريو. مكتب ديال المحاسبة يقدر يعطي كالاندريي ديال الضرائب، شركة ديال الألواح الشمسية تعطي سيمولاتور ديال التوفير، وستوديو ديال اليوغا يعطي حصة تجريبية.

### مقارنة القنوات: المجهود والتأثير

| القناة | المجهود ديال التركيب | التأثير المتوقع | مزيانة ل |
|---|---|---|---|
| فورمولير ديال السيت محسّن | قليل | متوسط | كاع القطاعات، B2B و B2C |
| شاتبوت WhatsApp | متوسط | كبير | المحلات، الخدمات، الفنادق، B2C |
| Lead magnet (دليل، checklist) | متوسط | متوسط حتى لكبير | B2B، الخدمات اللي البيع فيها كياخد الوقت |
| شاتبوت فالسيت | متوسط | كبير | السيتات اللي فيها الزوار ولكن الطلبات قلال |
| سلاسل ديال الإيميلات الأوتوماتيكية | متوسط | كبير | متابعة الكليان اللي باقي مترددين وإقناعهم |
| البحث الخارجي (LinkedIn، الإيميل) | كبير | كيتبدل | B2B مع هدف محدد مزيان |

النصيحة ديالنا: بدا بقناة ولا جوج اللي عندهم تأثير كبير، وما تطلقش كلشي فمرة وحدة.

## تقييم الكليان بالذكاء الاصطناعي (scoring)

ماشي كاع الكونطاكتات بحال بحال. السكورينغ هو تعطي لكل كليان محتمل نقطة باش تعرف شكون تعيط ليه الأول. والذكاء الاصطناعي كيزيد حاجة مهمة: يقدر يقرا ميساج مكتوب بحرية ("كنقلبو على حل ل 15 ديال الخدامة قبل شتنبر") ويستخرج منو الحجم ديال الشركة، الحاجة، وشحال مزروب.

### المعايير اللي كتقيّم بيها

- **الملاءمة**: واش القطاع، الحجم ديال الشركة والمنطقة كيتوافقو مع الهدف ديالك؟
- **الحاجة المعلنة**: واش الطلب كيتوافق مع شي خدمة اللي كتبيع؟
- **الاستعجال**: واش تذكر شي أجل؟
- **التفاعل**: الصفحات اللي زار، الدليل اللي تيليشارجا، والأجوبة ديالو للشاتبوت.
- **الميزانية**: واش ذكر شي ميزانية تقريبية ولا تقدر تفهمها من الهضرة ديالو؟

الكليان "السخونين" كيطلقو تنبيه فالحين للمسؤول ديال المبيعات، "الفاترين" كيدخلو فسلسلة ديال المتابعة، واللي ماشي من الهدف ديالك كيوصلهم جواب ظريف ونافع.

### خلي الإنسان ديما حاضر

السكورينغ بالذكاء الاصطناعي كيقترح، والإنسان هو اللي كيقرر. فالشهر الأول، راجع كل سيمانة شي عينة من النقط وبدّل المعايير. شي موديل اللي كيصنف الكليان المزيانين ديالك غلط كيخسرك كثر من داكشي اللي كيربحك.

## المتابعة الأوتوماتيكية والمزامنة مع ال CRM

المتابعة هي القلب ديال أتمتة الماركتينغ: هي اللي كتحول واحد الكونطاكت فضولي لموعد، بشرط تكون سريعة، فبلاصتها، ومربوطة مع الأدوات الأخرى ديالك.

### جاوب فدقايق، ماشي فأيام

بزاف ديال المرات، السرعة ديال الجواب هي اللي كتحسم بين جوج ديال الموردين. حنا براسنا ملتازمين نجاوبو على كل طلب ديال الاتصال ف 24 ساعة؛ ومع الأتمتة، أول ميساج شخصي يقدر يخرج فدقايق، فأي ساعة، والموعد يتحجز بلا ما تبقى تصيفط وتستقبل الإيميلات.

### سلسلة متابعة نموذجية

خلينا نتخيلو شركة ديال الخدمات فيها 10 ديال الناس وصلها طلب ديال الدوفي:

1. **الدقيقة 0**: ميساج ديال التأكيد بالإيميل ولا ب WhatsApp، مع لينك باش يحجز مكالمة.
2. **النهار 1**: إلا ما تحجز حتى موعد، كتصيفط ليه مثال ديال الاستعمال قريب من الحاجة ديالو.
3. **النهار 3**: سؤال شخصي قصير ("واش المشروع ديالكم باقي مبرمج لشتنبر؟").
4. **النهار 7**: آخر ميساج مع شي مورد نافع، ومن بعد كيدوز لمتابعة شهرية.

غير كيجاوب الكليان، السلسلة كتوقف وكيشد الهضرة شي واحد من الفريق. وف WhatsApp، ما تتبع غير الناس اللي قبلو تتواصل معاهم فهاد القناة.

### CRM متزامن، مصدر واحد ديال الحقيقة

كل كليان محتمل، واش جا من الفورمولير، من الشاتبوت ولا من شي معرض، خاصو يوصل لنفس ال CRM، مع المصدر ديالو، النقطة ديالو والتاريخ ديال الهضرة معاه. أدوات بحال n8n كيربطو السيت ديالك، WhatsApp، الإيميل وال CRM بلا ما تعاود تكتب المعلومات بيدك، والمعطيات تقدر تبقى مستضافة فسويسرا. التنفيذ ديال n8n مع Automatia كيكلف ما بين 6,500 و21,500 CHF، فيه 4 ساعات ديال التكوين، مع 30 يوم ديال الدعم بلاش من بعد التسليم. شوف كثر على [الخدمات ديالنا فالأتمتة](/services).

## احترام الخصوصية: الموافقة والـ opt-in

الأتمتة ما كتعفيكش من القانون — بالعكس، كتخليك تحترمو بطريقة منظمة. فسويسرا، كيتطبق القانون الفدرالي الجديد ديال حماية المعطيات (nLPD)؛ وإلا كنتي كتستهدف كليان فالاتحاد الأوروبي، حتى RGPD كيتطبق.

- شرح مزيان علاش غادي تستعمل المعطيات فاللحظة اللي كتجمعها.
- خود موافقة واضحة (opt-in) قبل أي ميساج ديال الماركتينغ بالإيميل ولا ب WhatsApp؛ وبلا خانات مكوشة من قبل.
- حط لينك ساهل باش الواحد يلغي الاشتراك فكل ميساج.
- خلي غير المعطيات اللي نافعة، ومسح الكونطاكتات اللي ما بقاوش نشيطين من بعد مدة محددة.
- ختار أدوات واستضافة كيخليو المعطيات فسويسرا ولا فالاتحاد الأوروبي ملي يكون ممكن.

## خطة ديال الإطلاق ف 30 يوم

هاد الخطة كتوافق مرحلة تجريبية ديال شهر، كتجي من بعد أوديت ديال جوج سيمانات؛ ومن بعد التوسع كياخد من 2 حتى ل 6 شهور على حساب القنوات ديالك.

1. **السيمانة 1 — الأساس**: حدد الكليان المثالي ديالك، ختار قناة ولا جوج، نقّي ال CRM وكتب النصوص ديال الموافقة.
2. **السيمانة 2 — الالتقاط**: حسّن الفورموليرات، ركّب شاتبوت WhatsApp ووجد شي lead magnet.
3. **السيمانة 3 — التقييم والمتابعة**: ضبط السكورينغ بالذكاء الاصطناعي، كتب السلسلة ديال المتابعة وربط كلشي مع ال CRM.
4. **السيمانة 4 — التجربة والتعديل**: جرّب كل مسار بحال إلا نتا كليان، كوّن الفريق، طلق وتبع النتائج الأولى كل نهار.

## قيس داكشي اللي مهم

بلا مؤشرات، ما يمكنش تعرف واش النظام خدام ولا لا. تبع كل سيمانة:

- **نسبة التحويل من زائر لكليان محتمل** فكل قناة.
- **الوقت ديال أول جواب**، بالدقايق.
- **نسبة الكليان المؤهلين** من بين الكليان اللي تشدو.
- **نسبة حجز المواعيد** من بعد سلسلة المتابعة.
- **التكلفة ديال كل كليان محتمل والتكلفة ديال كل كليان ربحتيه**.
- **رقم المعاملات** اللي جابو الكليان اللي جاو بالأتمتة.

الكليان ديالنا كيحققو فالمتوسط عائد على الاستثمار (ROI) ديال 300%، ولكن العائد ديالك غادي يتعلق بالنقطة اللي بديتي منها: هادشي علاش خاصك تقيس قبل ومن بعد.

## دوز للفعل

جلب الكليان بالأتمتة ماشي غير للشركات الكبار. بفورمولير مدروس، شاتبوت WhatsApp، سكورينغ بسيط بالذكاء الاصطناعي وميساجات ديال المتابعة مكتوبين مزيان، المقاولة الصغيرة تقدر تجاوب بالزربة، تتبع كل كليان محتمل، وتربح الوقت باش تبيع. بغيتي تعرف منين تبدا؟ [حجز استشارة بلاش ديال 15 دقيقة](/contact): غادي نشوفو مع بعض القنوات ديالك دابا ونحددو أول الأتمتات اللي غادي تجيب ليك الربح.
`,
    },
  },
};
